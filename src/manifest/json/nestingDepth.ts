import type { PlacedProblem } from '../ManifestProblem';
import { createPositionFinder } from './positions';

/**
 * Deeper than any site.json needs (its deepest value is about ten levels down),
 * and shallow enough for the recursive parser and checks to stay far from the
 * stack limit: thousands of nested brackets made the checker crash (issue 9).
 */
export const MAX_NESTING = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/**
 * The problem when brackets nest deeper than MAX_NESTING, placed at the first
 * bracket too many; checked on the text, in one pass, before anything parses it.
 */
export function nestingTooDeep(rawText: string): PlacedProblem | undefined {
  // parseJsonDocument skips a byte-order mark; positions must agree with its.
  const text = rawText.startsWith('\uFEFF') ? rawText.slice(1) : rawText;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      // A line break ends a broken string too, so one stray quote does not hide the rest.
      else if (code === QUOTE || code === NEWLINE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth++;
      if (depth > MAX_NESTING)
        return { code: 'too-deep', params: { limit: MAX_NESTING }, pointer: '', ...createPositionFinder(text)(i) };
    } else if ((code === CLOSE_BRACKET || code === CLOSE_BRACE) && depth > 0) {
      depth--;
    }
  }
  return undefined;
}
