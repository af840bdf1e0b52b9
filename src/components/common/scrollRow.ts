import { css } from 'styled-components';
import { translucent } from '../../theme/translucent';

/**
 * A row of tabs that scrolls sideways when it is wider than its box. Centred
 * by auto margins on its first and last items rather than `justify-content:
 * center`, which would push the start of an overflowing row out of reach to
 * the left (scrollLeft never goes below 0); auto margins become 0 once the row
 * overflows, so it then starts at its first tab. A shadow on a side where
 * more tabs lie hidden shows that it scrolls: each edge's cover, in the row's
 * own background and scrolling with its content (`local`), hides the shadow
 * once that end is reached. Sets the row's background to `background`.
 */
export const scrollRow = (background: string) => css`
  display: flex;
  overflow-x: auto;
  scrollbar-width: thin;
  & > :first-child {
    margin-left: auto;
  }
  & > :last-child {
    margin-right: auto;
  }
  background:
    linear-gradient(to right, ${background} 30%, transparent) left / 40px 100% no-repeat local,
    linear-gradient(to left, ${background} 30%, transparent) right / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, ${({ theme }) => translucent(theme.colors.primaryDark, 22)}, transparent)
      left / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${({ theme }) => translucent(theme.colors.primaryDark, 22)}, transparent)
      right / 14px 100% no-repeat scroll,
    ${background};
`;
