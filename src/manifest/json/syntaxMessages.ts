import { printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { ProblemFacts } from '../ManifestProblem';
import { FULL_WIDTH } from '../messages/tokenCatalogue';
import {
  backslashPath,
  blockOutsideList,
  curlyQuotedSpan,
  missingOpeningBrace,
  unescapedQuote,
  unquotedPhoneNumber,
} from './likelyMistakes';
import type { Position } from './positions';

/** A syntax error explained: where to point (may differ from the parser's offset) and which problem it is. */
export interface SyntaxExplanation {
  offset: number;
  facts: ProblemFacts;
  /** True when the parser recovers cleanly, so later errors are real ones and not echoes of this. */
  recoverable: boolean;
}

function previousSignificant(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return i;
}

function nextSignificant(text: string, offset: number): number {
  let i = offset;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

/** The token the parser stopped at, as written (shortened), or undefined at the end of the file. */
function tokenAt(text: string, offset: number): string | undefined {
  if (offset >= text.length) return undefined;
  const rest = text.slice(offset);
  const token =
    /^[{}[\],:]/.exec(rest)?.[0] ?? /^"[^"\n]*"?/.exec(rest)?.[0] ?? /^[^\s{}[\],:"]+/.exec(rest)?.[0] ?? rest[0]!;
  return token.length > 30 ? `${token.slice(0, 30)}…` : token;
}

/** jsonc-parser blames a whole string token; people need the one bad character inside it. */
function offsetInsideToken(text: string, error: ParseError, pattern: RegExp): number {
  const found = text.slice(error.offset, error.offset + error.length).search(pattern);
  return found < 0 ? error.offset : error.offset + found;
}

function explainInvalidSymbol(text: string, error: ParseError): ProblemFacts {
  const token = text.slice(error.offset, error.offset + error.length);
  if (token.startsWith("'")) return { code: 'single-quotes', params: { token } };
  if (/^[“”‘’]/u.test(token)) return { code: 'curly-quotes', params: { token: curlyQuotedSpan(text, error.offset) } };
  if (FULL_WIDTH[token[0]!]) return { code: 'full-width-character', params: { char: token[0]! } };
  if (text[nextSignificant(text, error.offset + error.length)] === ':')
    return { code: 'unquoted-property-name', params: { name: token } };
  if (/^(true|false|null)$/i.test(token)) return { code: 'capitalized-literal', params: { token } };
  return { code: 'unknown-word', params: { token } };
}

function explainCommaExpected(
  text: string,
  error: ParseError,
  positionAt: (offset: number) => Position,
): Omit<SyntaxExplanation, 'recoverable'> {
  const here = text[error.offset];
  // A '}' where an array expected ',' or ']' means the array was never closed, and vice versa.
  if (here === '}')
    return { offset: error.offset, facts: { code: 'missing-bracket', params: { bracket: ']', found: '}' } } };
  if (here === ']')
    return { offset: error.offset, facts: { code: 'missing-bracket', params: { bracket: '}', found: ']' } } };
  const previous = previousSignificant(text, error.offset);
  // "01234" unquoted: the scanner reads 0, then stumbles on 1234 as a second value.
  if (text[previous] === '0' && /\d/.test(here ?? '') && !/[\d.]/.test(text[previous - 1] ?? '')) {
    return unquotedPhoneNumber(text, previous) ?? { offset: previous, facts: { code: 'leading-zero', params: {} } };
  }
  const before = (offset: number) => previousSignificant(text, offset);
  const mistake =
    unescapedQuote(text, error.offset) ??
    blockOutsideList(text, error.offset, before, positionAt) ??
    missingOpeningBrace(text, error.offset, before);
  if (mistake) return mistake;
  return {
    offset: error.offset,
    facts: { code: 'missing-comma', params: { found: tokenAt(text, error.offset), commaAt: positionAt(previous + 1) } },
  };
}

/** Which problem one jsonc-parser error is, and where it is best fixed. */
export function explainSyntaxError(
  text: string,
  error: ParseError,
  positionAt: (offset: number) => Position,
): SyntaxExplanation {
  // ParseErrorCode is a const enum, which isolatedModules cannot read; its printed names are stable.
  const code = printParseErrorCode(error.error);
  const stop = (facts: ProblemFacts, offset = error.offset): SyntaxExplanation => ({
    offset,
    facts,
    recoverable: false,
  });
  const found = tokenAt(text, error.offset);
  const previous = previousSignificant(text, error.offset);
  // At the end of the file, the missing bracket belongs after the last thing written, not on the empty line below.
  const atEnd = error.offset >= text.length ? previous + 1 : error.offset;
  const isTrailingComma =
    (code === 'ValueExpected' || code === 'PropertyNameExpected') &&
    (found === '}' || found === ']') &&
    text[previous] === ',';
  if (isTrailingComma) return { offset: previous, facts: { code: 'trailing-comma', params: {} }, recoverable: true };
  switch (code) {
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment': {
      const comment = text.slice(error.offset, error.offset + error.length);
      // An unclosed /* swallows the rest of the file, so what follows is not worth reporting.
      const closed = comment.startsWith('//') || comment.endsWith('*/');
      return { offset: error.offset, facts: { code: 'comment', params: { closed } }, recoverable: closed };
    }
    case 'CommaExpected':
      return { ...explainCommaExpected(text, error, positionAt), recoverable: false };
    case 'CloseBraceExpected':
      return stop({ code: 'missing-bracket', params: { bracket: '}', found } }, atEnd);
    case 'CloseBracketExpected':
      return stop({ code: 'missing-bracket', params: { bracket: ']', found } }, atEnd);
    case 'PropertyNameExpected': {
      const outside = blockOutsideList(text, error.offset, (offset) => previousSignificant(text, offset), positionAt);
      return outside
        ? stop(outside.facts, outside.offset)
        : stop({ code: 'property-name-expected', params: { found } });
    }
    case 'ColonExpected':
      return stop({ code: 'colon-expected', params: { found } });
    case 'ValueExpected':
      return stop(
        text.trim() === '' ? { code: 'empty-file', params: {} } : { code: 'value-expected', params: { found } },
      );
    case 'InvalidSymbol': {
      // Quotes and IME punctuation are named for what they are, even right after a string.
      const quote =
        /^['“”‘’]/u.test(found ?? '') || FULL_WIDTH[found?.[0] ?? ''] ? undefined : unescapedQuote(text, error.offset);
      return quote ? stop(quote.facts, quote.offset) : stop(explainInvalidSymbol(text, error));
    }
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return stop({ code: 'bad-number', params: {} });
    case 'EndOfFileExpected': {
      // "name": value at the very start: the file's own '{' was deleted.
      const brace = missingOpeningBrace(text, error.offset, (offset) => previousSignificant(text, offset));
      return brace ? stop(brace.facts, brace.offset) : stop({ code: 'extra-text', params: { found } });
    }
    case 'UnexpectedEndOfString':
      return stop({ code: 'unclosed-string', params: {} });
    case 'InvalidUnicode':
      return stop({ code: 'bad-unicode-escape', params: {} }, offsetInsideToken(text, error, /\\u/));
    case 'InvalidEscapeCharacter': {
      const backslash = offsetInsideToken(text, error, /\\[^"\\/bfnrtu]/);
      const path = backslashPath(text, backslash);
      return path ? stop(path.facts, path.offset) : stop({ code: 'bad-escape', params: {} }, backslash);
    }
    case 'InvalidCharacter':
      // eslint-disable-next-line no-control-regex -- JSON refuses exactly U+0000 to U+001F inside a string
      return stop({ code: 'control-character', params: {} }, offsetInsideToken(text, error, /[\u0000-\u001f]/));
    default:
      return stop({ code: 'syntax', params: { parserCode: code } });
  }
}
