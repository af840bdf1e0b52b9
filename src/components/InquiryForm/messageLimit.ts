import { formatCount } from '../../messages/visitorLanguage';
import type { VisitorLanguage } from '../../messages/visitorLanguage';

/**
 * How full the message field is. The count shows from the first mark on and
 * is announced once as the text grows past each mark, not at every keystroke.
 */
const marks = [0.8, 0.9, 1];

/** How many of the marks the text has reached (0 while the count stays hidden). */
export function marksReached(length: number, maxLength: number): number {
  return marks.filter((mark) => length >= Math.ceil(mark * maxLength)).length;
}

/** Numbers as the page's readers write them, 5,000 rather than 5000. */
export const countFormat = (count: number, lang: VisitorLanguage = 'ko'): string => formatCount(count, lang);

/**
 * How many characters of `inserted` the field's maxlength will drop. The
 * browser counts a textarea's line breaks as one character each, whatever the
 * clipboard held.
 */
export function cutLength(inserted: string, keptLength: number, maxLength: number): number {
  const length = inserted.replace(/\r\n?/g, '\n').length;
  return Math.max(0, length - Math.max(0, maxLength - keptLength));
}
