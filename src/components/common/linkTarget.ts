import { css } from 'styled-components';

/**
 * A text link standing on its own (not inside a sentence), at least 24 × 24 px
 * to tap (WCAG 2.2, 2.5.8). inline-flex grows the box around the text without
 * moving it: the box's baseline is its text's, so it stays on the line's
 * baseline beside plain text.
 */
export const linkTarget = css`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  min-width: 24px;
`;
