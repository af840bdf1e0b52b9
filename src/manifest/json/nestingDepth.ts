import type { PlacedProblem } from '../ManifestProblem';
import { createPositionFinder } from './positions';

/**
 * Deeper than any site.json needs (its deepest value is about ten levels down),
 * and shallow enough for the recursive parser and checks to stay far from the
 * stack limit: thousands of nested brackets made the checker crash (issue 9).
 */
export const MAX_NESTING = 64;

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
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"' || char === '\n') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth++;
      if (depth > MAX_NESTING) return { code: 'too-deep', params: { limit: MAX_NESTING }, pointer: '', ...createPositionFinder(text)(i) };
    } else if (char === ']' || char === '}') {
      depth = Math.max(0, depth - 1);
    }
  }
  return undefined;
}
