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

/**
 * The arrow after a link's label. The link is an inline flex box, where a label
 * in its own span (a fallback language, the editor's preview) and the arrow are
 * separate items and a plain space between them vanishes; a no-break space
 * stays, and keeps the arrow on the label's line.
 */
export const ARROW_AFTER_LABEL = '\u00a0→';
