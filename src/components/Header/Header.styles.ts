import { styled } from 'styled-components';
import type { HeaderVariant } from './HeaderBar';
import { translucent } from '../../theme/translucent';
import { headerGeometry, headerMedia, type HeaderFit } from './headerGeometry';

// The panel drops down (and the phone menu appears) in this time; DESIGN.md's "header panel's slide".
export const panelSlideMs = 250;

/**
 * The bar's colours as custom properties, so the panel, the phone menu and
 * their lines follow the variant without each asking for it: dark text on
 * white over the home page's hero (with the dark logo), white on the primary
 * colour elsewhere (with the light logo). Opaque in both: the hero's white
 * text scrolling under a translucent, blurred bar showed through it as a
 * smudge behind the logo.
 */
export const Bar = styled.header<{ $variant: HeaderVariant; $fit: HeaderFit }>`
  ${({ $variant, theme: { colors } }) =>
    $variant === 'home'
      ? `
    --header-bg: ${colors.background};
    --header-panel-bg: ${colors.background};
    --header-fg: ${colors.primary};
    --header-hover: ${colors.accentText};
    --header-line: ${colors.border};
    --header-tint: color-mix(in srgb, ${colors.primary} 5%, transparent);
    --header-mark: ${colors.accent};
  `
      : `
    --header-bg: ${colors.primary};
    --header-panel-bg: ${colors.primary};
    --header-fg: ${colors.onPrimary};
    --header-hover: ${colors.onPrimary};
    --header-line: color-mix(in srgb, ${colors.onPrimary} 16%, transparent);
    --header-tint: color-mix(in srgb, ${colors.onPrimary} 7%, transparent);
    --header-mark: ${colors.focusOnDark};
    --focus-ring: ${colors.focusOnDark};
  `}
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  color: var(--header-fg);
  background: var(--header-bg);
  box-shadow: 0 1px 0 var(--header-line);
  transition: box-shadow ${panelSlideMs}ms ease;

  a {
    color: inherit;
    text-decoration: none;
  }

  /* On paper the bar heads the first page only, instead of covering the top of every page. */
  @media print {
    position: absolute;
  }

  /* The open panel's top edge: a line across the whole width, under the bar's own row. */
  ${({ $fit }) => headerMedia.acrossBar($fit)} {
    &::after {
      content: '';
      position: absolute;
      inset: ${({ theme }) => theme.headerHeight} 0 auto 0;
      border-top: 1px solid var(--header-line);
      opacity: 0;
      transition: opacity ${panelSlideMs}ms ease;
    }
    &[data-expanded='true']::after,
    html:not(.js) &:hover::after,
    html:not(.js) &:focus-within::after {
      opacity: 1;
    }
  }

  &[data-expanded='true'],
  &[data-mobile-open='true'],
  html:not(.js) &:hover,
  html:not(.js) &:focus-within {
    background: var(--header-panel-bg);
    box-shadow:
      0 1px 0 var(--header-line),
      0 20px 40px -16px ${({ theme }) => translucent(theme.colors.primaryDark, 35)};
  }
`;

/** Selectors for an element of the bar while the desktop panel is open: by the script, or by hover or focus without it. */
export const inExpandedBar = `${Bar}[data-expanded='true'] &, html:not(.js) ${Bar}:hover &, html:not(.js) ${Bar}:focus-within &`;

/** Selectors for an element of the bar while the phone menu is open; without a script, hover or focus opens it. */
export const inOpenMobileBar = `${Bar}[data-mobile-open='true'] &, html:not(.js) ${Bar}:hover &, html:not(.js) ${Bar}:focus-within &`;

export const Inner = styled.div<{ $fit: HeaderFit }>`
  position: relative;
  max-width: ${({ $fit }) => $fit.maxWidth}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.headerHeight};
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${headerGeometry.gap}px;
  ${({ theme }) => theme.up('sm')} {
    padding: 0 ${headerGeometry.sidePadding}px;
  }
`;

/** The logo keeps its size wherever the menu stands across the bar: the menu goes behind its button before the logo would shrink. */
export const LogoLink = styled.a<{ $fit: HeaderFit }>`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.headerHeight};
  flex-shrink: 1;
  min-width: 0;
  margin-right: auto;
  img {
    width: ${headerGeometry.logoWidth.compact}px;
    height: auto;
  }
  ${({ $fit }) => headerMedia.acrossBar($fit)} {
    flex-shrink: 0;
  }
  ${({ $fit }) => headerMedia.roomy($fit)} {
    img {
      width: ${headerGeometry.logoWidth.roomy}px;
    }
  }
`;

/** The language switch's place in the bar's row; empty, and so hidden, on a site in one language. */
export const LanguageSlot = styled.div`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.headerHeight};
  flex-shrink: 0;
  &:empty {
    display: none;
  }
`;

export const MenuButton = styled.button<{ $fit: HeaderFit }>`
  display: none;
  ${({ $fit }) => headerMedia.behindButton($fit)} {
    flex-shrink: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    margin-top: 12px;
    margin-right: -8px;
    padding: 0;
    background: none;
    border: 0;
    border-radius: 6px;
    color: inherit;
    cursor: pointer;
  }
`;

export const MenuIcon = styled.span<{ $open: boolean }>`
  position: relative;
  width: 24px;
  height: 2px;
  background: ${({ $open }) => ($open ? 'transparent' : 'currentColor')};
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 24px;
    height: 2px;
    background: currentColor;
    transition: transform 0.2s ease;
  }
  &::before {
    transform: ${({ $open }) => ($open ? 'rotate(45deg)' : 'translateY(-7px)')};
  }
  &::after {
    transform: ${({ $open }) => ($open ? 'rotate(-45deg)' : 'translateY(7px)')};
  }
`;
