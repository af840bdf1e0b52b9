import type { ProblemFacts } from '../ManifestProblem';
import { adviseImagePath, slashedFromRoot } from '../schema/imagePath';
import { koreanPhoneNumber } from '../schema/patternExplanations';
import type { Position } from './positions';

// Mistakes that the parser reports as something else, told apart by the text
// around the error: what people meant, so the hint fixes the cause. Issue 9.

export interface Mistake {
  offset: number;
  facts: ProblemFacts;
}

function lineAround(text: string, offset: number): { start: number; line: string } {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return { start, line: text.slice(start, end < 0 ? text.length : end).replace(/\r$/u, '') };
}

const UNESCAPED_QUOTE = /(?<!\\)(?:\\\\)*"/gu;

/**
 * `"label": "이른바 "박리" 불량"`: the inner " ends the text early. Recognised
 * when the line is one value (after a name, or alone in a list) whose text holds
 * more quotes, and the error is inside that text.
 */
export function unescapedQuote(text: string, offset: number): Mistake | undefined {
  // The parser stumbles right after the quote that ended the text early.
  if (text.slice(0, offset).trimEnd().at(-1) !== '"') return undefined;
  const { start, line } = lineAround(text, offset);
  const match = /^(\s*(?:"(?:[^"\\]|\\.)*"\s*:\s*)?")(.*)"(\s*,?)\s*$/u.exec(line);
  if (!match) return undefined;
  const [, head, inner, tail] = match as unknown as [string, string, string, string];
  const innerStart = start + head.length;
  // Two values on one line ("a": "b", "c": "d") are not one text with quotes in it.
  if (offset < innerStart || offset > innerStart + inner.length || /"\s*[,:]\s*"|"\s*[:：]/u.test(inner))
    return undefined;
  const firstQuote = inner.search(/(?<!\\)"/u);
  if (firstQuote < 0) return undefined;
  // "" is how spreadsheets escape a quote, and what people try after a first error; JSON wants \".
  const escaped = inner.replace(/(?<!\\)""/gu, '"').replace(UNESCAPED_QUOTE, (quotes) => `${quotes.slice(0, -1)}\\"`);
  const fixed = `${head}${escaped}"${tail}`.trim();
  return { offset: innerStart + firstQuote, facts: { code: 'unescaped-quote', params: { fixed } } };
}

/** The curly-quoted text as far as its closing quote on the same line, so a value of several words is shown whole. */
export function curlyQuotedSpan(text: string, offset: number): string {
  const { start, line } = lineAround(text, offset);
  const from = offset - start;
  const close = line.slice(from + 1).search(/[”"’]/u);
  return close < 0 ? line.slice(from).trim() : line.slice(from, from + close + 2);
}

/** `] {`: a block pasted after the list it belongs to, whose ']' comes before it. */
export function blockOutsideList(
  text: string,
  offset: number,
  previous: (offset: number) => number,
  positionAt: (offset: number) => Position,
): Mistake | undefined {
  if (text[offset] !== '{') return undefined;
  let before = previous(offset);
  if (text[before] === ',') before = previous(before);
  if (text[before] !== ']') return undefined;
  return { offset, facts: { code: 'block-outside-list', params: { closeAt: positionAt(before) } } };
}

/** `"id": "x"` where a value was expected: the '{' that opened this block was deleted. */
export function missingOpeningBrace(
  text: string,
  offset: number,
  previous: (offset: number) => number,
): Mistake | undefined {
  if (text[offset] !== ':') return undefined;
  const closingQuote = previous(offset);
  if (text[closingQuote] !== '"') return undefined;
  let open = closingQuote - 1;
  while (open >= 0 && !(text[open] === '"' && text[open - 1] !== '\\')) open--;
  if (open < 0) return undefined;
  return {
    offset: open,
    facts: { code: 'missing-opening-brace', params: { name: text.slice(open, closingQuote + 1) } },
  };
}

/** 0420000000 without quotes: a phone number, not a number with a leading zero. */
export function unquotedPhoneNumber(text: string, zeroOffset: number): Mistake | undefined {
  const digits = /^0\d+/u.exec(text.slice(zeroOffset))?.[0] ?? '';
  const formatted = koreanPhoneNumber(digits);
  return formatted
    ? { offset: zeroOffset, facts: { code: 'unquoted-phone-number', params: { digits, formatted } } }
    : undefined;
}

/**
 * "\images\cases\a.svg": a Windows path, whose backslashes JSON reads as escapes.
 * `offset` is the bad escape's backslash; the fix is the path with '/'.
 */
export function backslashPath(text: string, offset: number): Mistake | undefined {
  const { start, line } = lineAround(text, offset);
  const string = [...line.matchAll(/"((?:[^"\\]|\\.)*)"/gu)].find(
    (match) => start + match.index < offset && offset < start + match.index + match[0].length,
  );
  const raw = string?.[1];
  if (raw === undefined || !/\.[A-Za-z]{3,4}$|\\[^\\]+\\/u.test(raw)) return undefined;
  const fixed = adviseImagePath(raw).repaired ?? slashedFromRoot(raw);
  return { offset, facts: { code: 'backslash-path', params: { fixed } } };
}
