import { headerGeometry as size, type HeaderFit } from '../../components/Header/headerGeometry';

/**
 * A label's width in em of a bold face, generous by design: Hangul and other
 * wide scripts take a full em, capitals and wide Latin letters more than the
 * average, so the estimate errs towards the menu button, never towards a menu
 * pushed off the screen. The fallback font drawn before the web font is
 * metric-matched to it (webFont.ts), so the same estimate holds for both.
 */
function labelEm(label: string): number {
  let em = 0;
  for (const char of label) {
    if (/[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(char)) em += 1;
    else if (char === ' ') em += 0.28;
    else if (/[mwMW@%]/u.test(char)) em += 0.95;
    else if (/[A-Z]/u.test(char)) em += 0.74;
    else if (/[ijlftI.,:;'!|]/u.test(char)) em += 0.34;
    else em += 0.62;
  }
  return em;
}

const textWidth = (label: string, fontSize: number) => labelEm(label) * fontSize;

/** A menu link as the estimate reads it: its words, and whether the arrow of a link to another site follows them. */
export interface MeasuredLink {
  label: string;
  outside: boolean;
}

const linkWidth = ({ label, outside }: MeasuredLink, fontSize: number) =>
  (labelEm(label) + (outside ? size.outsideMarkEm : 0)) * fontSize;

export interface HeaderContent {
  /** The groups in the page's language. */
  groups: readonly MeasuredLink[];
  /** The language switch's links (the other languages' own names). */
  languages: readonly string[];
  /** The header's button, if the site has one. */
  button?: MeasuredLink;
}

/** How wide the bar's row must be for the whole menu, at its compact or roomy size. */
function rowWidth({ groups, languages, button }: HeaderContent, at: 'compact' | 'roomy'): number {
  const { sidePadding, gap, logoWidth, groupMinWidth, groupPadding, languageLink, labelFontSize } = size;
  const menu = groups.reduce(
    (sum, group) => sum + Math.max(groupMinWidth[at], linkWidth(group, labelFontSize) + 2 * groupPadding[at]),
    0,
  );
  const links = languages.map((name) => textWidth(name, languageLink.fontSize) + 2 * languageLink.padding);
  const switchWidth =
    links.length === 0 ? 0 : gap + links.reduce((a, b) => a + b) + languageLink.gap * (links.length - 1);
  const buttonWidth =
    button === undefined ? 0 : gap + linkWidth(button, size.button.fontSize) + 2 * size.button.padding;
  return Math.ceil(2 * sidePadding + logoWidth[at] + gap + menu + switchWidth + buttonWidth);
}

/**
 * Where the header changes layout, known when the page is built so that it is
 * right without JavaScript and never shifts: the menu stands across the bar
 * only from the width it needs (at least the theme's md breakpoint), takes its
 * roomy size only where that fits too, and is otherwise behind the menu button.
 */
export function headerFit(
  content: HeaderContent,
  breakpoints: { md: number; lg: number },
  contentWidth: number,
): HeaderFit {
  const menuFrom = Math.max(breakpoints.md, rowWidth(content, 'compact'));
  const roomyWidth = rowWidth(content, 'roomy');
  return {
    menuFrom,
    roomyFrom: Math.max(breakpoints.lg, roomyWidth, menuFrom),
    maxWidth: Math.max(contentWidth, roomyWidth),
  };
}
