import { styled, type DefaultTheme } from 'styled-components';
import { inExpandedBar, inOpenMobileBar, panelSlideMs } from './Header.styles';
import { translucent } from '../../theme/translucent';
import { headerGeometry, headerMedia, type HeaderFit } from './headerGeometry';

type Fitted = { $fit: HeaderFit };

const slide = `${panelSlideMs}ms ease`;

/** Tablet widths: the phone menu, with room for more columns. */
const tablet = ({ theme, $fit }: { theme: DefaultTheme } & Fitted) =>
  `@media (min-width: ${theme.breakpoints.sm}px) and (max-width: ${$fit.menuFrom - 0.02}px)`;

const acrossBar = ({ $fit }: Fitted) => headerMedia.acrossBar($fit);
const behindButton = ({ $fit }: Fitted) => headerMedia.behindButton($fit);
const roomy = ({ $fit }: Fitted) => headerMedia.roomy($fit);

/**
 * Behind the menu button (below the width the menu needs, headerFit.ts): the
 * phone menu, a panel under the bar. From that width up: the groups across the bar.
 */
export const Nav = styled.nav<Fitted>`
  ${behindButton} {
    display: none;
    position: absolute;
    top: ${({ theme }) => theme.headerHeight};
    left: 0;
    right: 0;
    max-height: calc(100vh - ${({ theme }) => theme.headerHeight});
    max-height: calc(100dvh - ${({ theme }) => theme.headerHeight});
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)} ${theme.space(3)}`};
    background: var(--header-panel-bg);
    border-top: 1px solid var(--header-line);
    box-shadow: 0 20px 40px -16px ${({ theme }) => translucent(theme.colors.primaryDark, 35)};
    ${inOpenMobileBar} {
      display: block;
    }
  }
  ${tablet} {
    padding-inline: ${({ theme }) => theme.space(3)};
  }
  ${acrossBar} {
    display: flex;
    align-items: flex-start;
    gap: ${headerGeometry.gap}px;
  }
`;

export const Groups = styled.ul<Fitted>`
  display: flex;
  flex-direction: column;
  ${acrossBar} {
    flex-direction: row;
  }
`;

export const Group = styled.li<Fitted>`
  ${behindButton} {
    padding: ${({ theme }) => theme.space(1)} 0;
    & + & {
      border-top: 1px solid var(--header-line);
    }
  }
  ${acrossBar} {
    /* The group's column of the open panel: a line at its side, a tint under the pointer. */
    position: relative;
    z-index: 0;
    /* At least this wide, wider for a label that needs it (English): a label never wraps. */
    min-width: ${headerGeometry.groupMinWidth.compact}px;
    text-align: center;
    &::before {
      content: '';
      position: absolute;
      z-index: -1;
      inset: ${({ theme }) => theme.headerHeight} 0 0 0;
      border-left: 1px solid var(--header-line);
      opacity: 0;
      pointer-events: none;
      transition:
        opacity ${slide},
        background-color 0.15s ease;
    }
    &:last-child::before {
      border-right: 1px solid var(--header-line);
    }
    ${inExpandedBar} {
      &::before {
        opacity: 1;
      }
      &:hover::before,
      &:focus-within::before {
        background-color: var(--header-tint);
      }
    }
  }
  ${roomy} {
    min-width: ${headerGeometry.groupMinWidth.roomy}px;
  }
`;

export const GroupLink = styled.a<Fitted>`
  display: block;
  font-weight: 700;
  ${behindButton} {
    padding: ${({ theme }) => theme.space(1)} 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${acrossBar} {
    position: relative;
    /* One line, its group as wide as it needs: a label of two lines (English, 1024 px) looked broken. */
    display: flex;
    align-items: center;
    justify-content: center;
    height: ${({ theme }) => theme.headerHeight};
    padding: 0 ${headerGeometry.groupPadding.compact}px;
    white-space: nowrap;
    line-height: 1.2;
    font-size: ${({ theme }) => theme.fontSizes.md};
    /* The current page's group, and the one under the pointer, are underlined: the accent on a light bar, focusOnDark on primary. */
    &::after {
      content: '';
      position: absolute;
      left: 50%;
      bottom: 16px;
      width: 28px;
      height: 2px;
      background: var(--header-mark);
      transform: translateX(-50%) scaleX(0);
      transition: transform 0.2s ease;
    }
    &:hover::after,
    &[aria-current='page']::after {
      transform: translateX(-50%) scaleX(1);
    }
  }
  ${roomy} {
    padding: 0 ${headerGeometry.groupPadding.roomy}px;
  }
`;

/** A group's sub-menu; from md up it slides open with the panel (a 0fr to 1fr grid row animates to the list's height). */
export const SubMenu = styled.div<Fitted>`
  ${acrossBar} {
    display: grid;
    /* As wide as its group, which its label alone sizes: long sub-items wrap rather than widen the bar's groups. */
    width: 0;
    min-width: 100%;
    grid-template-rows: 0fr;
    visibility: hidden;
    transition:
      grid-template-rows ${slide},
      visibility 0s linear ${panelSlideMs}ms;
    ${inExpandedBar} {
      grid-template-rows: 1fr;
      visibility: visible;
      transition:
        grid-template-rows ${slide},
        visibility 0s;
    }
  }
`;

export const SubList = styled.ul<Fitted>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    display: block;
    padding: 10px 0;
    opacity: 0.9;
  }
  a:hover {
    opacity: 1;
    color: var(--header-hover);
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  ${tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${acrossBar} {
    grid-template-columns: none;
    min-height: 0;
    /* Clips the list while its row is sliding; the side padding keeps focus outlines inside the clip. */
    overflow: hidden;
    padding: 0 ${({ theme }) => theme.space(1)};
    li:first-child {
      padding-top: ${({ theme }) => theme.space(1.5)};
    }
    li:last-child {
      padding-bottom: ${({ theme }) => theme.space(3)};
    }
    /* As wide as its label, so the hover underline and the focus ring fit the word, not the column. */
    a {
      display: inline-block;
      padding: 6px 4px;
      opacity: 0.85;
    }
  }
`;

/** The header's button (HeaderButton): the last thing on the bar, or at the foot of the phone menu. */
export const Action = styled.a<Fitted>`
  /* Doubled, to win over the bar's own rule that links take its text colour. */
  && {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space(0.5)};
    min-height: 44px;
    padding: 0 ${headerGeometry.button.padding - 1}px;
    border: 1px solid ${({ theme }) => theme.colors.accentText};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.accentText};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: ${headerGeometry.button.fontSize / 16}rem;
    font-weight: 700;
    white-space: nowrap;
  }
  &&:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  ${behindButton} {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  ${acrossBar} {
    flex-shrink: 0;
    margin-top: calc((${({ theme }) => theme.headerHeight} - 44px) / 2);
  }
`;

/** The arrow after a link to another site, named for screen readers by labels.outsideLink. */
export const OutsideMark = styled.svg`
  display: inline-block;
  flex-shrink: 0;
  width: 0.75em;
  height: 0.75em;
  vertical-align: baseline;
`;
