import { printParseErrorCode, type ParseError } from 'jsonc-parser';
import { quoted } from '../korean';

/** A syntax error explained: where to point (may differ from the parser's offset) and what to say. */
export interface SyntaxExplanation {
  offset: number;
  message: string;
  hint?: string;
  /** True when the parser recovers cleanly, so later errors are real ones and not echoes of this. */
  recoverable: boolean;
}

const VALUE_KINDS = '글자("…"), 숫자, true/false, 목록([ ]), 묶음({ }) 중 하나를 쓰세요.';

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

/** jsonc-parser blames a whole string token; people need the one bad character inside it. */
function offsetInsideToken(text: string, error: ParseError, pattern: RegExp): number {
  const found = text.slice(error.offset, error.offset + error.length).search(pattern);
  return found < 0 ? error.offset : error.offset + found;
}

function explainInvalidSymbol(text: string, error: ParseError): SyntaxExplanation {
  const token = text.slice(error.offset, error.offset + error.length);
  const base = { offset: error.offset, recoverable: false };
  if (token.startsWith("'")) {
    return { ...base, message: "글자는 큰따옴표(\")로 감싸야 합니다. 작은따옴표(')는 쓸 수 없습니다.", hint: `${token.replace(/^'|'$/g, '"')}처럼 쓰세요.` };
  }
  if (text[nextSignificant(text, error.offset + error.length)] === ':') {
    return { ...base, message: '속성 이름은 큰따옴표로 감싸야 합니다.', hint: `"${token}"처럼 쓰세요.` };
  }
  if (/^(true|false|null)$/i.test(token)) {
    return { ...base, message: 'true, false, null은 소문자로만 쓸 수 있습니다.', hint: `${token.toLowerCase()}로 쓰세요.` };
  }
  return { ...base, message: `알 수 없는 값 ${quoted(token, '이/가')} 있습니다.`, hint: `글자라면 큰따옴표로 감싸세요: "${token}"` };
}

function explainCommaExpected(text: string, error: ParseError, positionText: (offset: number) => string): SyntaxExplanation {
  const here = text[error.offset];
  const base = { offset: error.offset, recoverable: false };
  // A '}' where an array expected ',' or ']' means the array was never closed, and vice versa.
  if (here === '}') return { ...base, message: "닫는 괄호 ']'가 필요합니다.", hint: "목록을 닫는 ']'가 빠졌습니다. 이 '}' 앞에 ']'를 넣으세요." };
  if (here === ']') return { ...base, message: "닫는 괄호 '}'가 필요합니다.", hint: "묶음을 닫는 '}'가 빠졌습니다. 이 ']' 앞에 '}'를 넣으세요." };
  const previous = previousSignificant(text, error.offset);
  // "01234" unquoted: the scanner reads 0, then stumbles on 1234 as a second value.
  if (text[previous] === '0' && /\d/.test(here ?? '') && !/[\d.]/.test(text[previous - 1] ?? '')) {
    return {
      offset: previous,
      message: '숫자는 0으로 시작할 수 없습니다.',
      hint: '앞의 0을 지우거나, 우편번호처럼 0으로 시작하는 번호는 큰따옴표로 감싸 글자로 쓰세요(예: "01234").',
      recoverable: false,
    };
  }
  return { ...base, message: '쉼표(,)가 빠졌습니다.', hint: `앞 항목의 끝(${positionText(previous + 1)})에 쉼표(,)를 넣으세요.` };
}

/**
 * Explains one jsonc-parser error in Korean. `positionText` formats an offset
 * as "3행 12열" so hints can point at a second place (e.g. where a comma goes).
 */
export function explainSyntaxError(text: string, error: ParseError, positionText: (offset: number) => string): SyntaxExplanation {
  // ParseErrorCode is a const enum, which isolatedModules cannot read; its printed names are stable.
  const code = printParseErrorCode(error.error);
  const at = { offset: error.offset, recoverable: false };
  const previous = previousSignificant(text, error.offset);
  // At the end of the file, the missing bracket belongs after the last thing written, not on the empty line below.
  const atEnd = { ...at, offset: error.offset >= text.length ? previous + 1 : error.offset };
  const isTrailingComma =
    (code === 'ValueExpected' || code === 'PropertyNameExpected') &&
    (text[error.offset] === '}' || text[error.offset] === ']') &&
    text[previous] === ',';
  if (isTrailingComma) {
    return { offset: previous, message: 'JSON은 마지막 항목 뒤의 쉼표를 허용하지 않습니다.', hint: '이 쉼표(,)를 지우세요.', recoverable: true };
  }
  switch (code) {
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment': {
      const comment = text.slice(error.offset, error.offset + error.length);
      // An unclosed /* swallows the rest of the file, so what follows is not worth reporting.
      const closed = comment.startsWith('//') || comment.endsWith('*/');
      return { ...at, message: 'JSON에는 주석을 쓸 수 없습니다.', hint: closed ? '이 주석을 지우세요.' : "이 주석을 지우세요. '/*'로 연 주석이 닫히지도 않았습니다.", recoverable: closed };
    }
    case 'CommaExpected':
      return explainCommaExpected(text, error, positionText);
    case 'CloseBraceExpected':
      return { ...atEnd, message: "닫는 괄호 '}'가 필요합니다.", hint: "'{'로 연 묶음이 닫히지 않았습니다. 빠진 '}'를 넣으세요." };
    case 'CloseBracketExpected':
      return { ...atEnd, message: "닫는 괄호 ']'가 필요합니다.", hint: "'['로 연 목록이 닫히지 않았습니다. 빠진 ']'를 넣으세요." };
    case 'PropertyNameExpected':
      return { ...at, message: '속성 이름이 와야 합니다. 속성 이름은 큰따옴표로 감싸야 합니다.', hint: '"label": "회사소개"처럼 씁니다.' };
    case 'ColonExpected':
      return { ...at, message: '속성 이름 뒤에 쌍점(:)이 빠졌습니다.', hint: '"이름": 값처럼 이름과 값 사이에 쌍점(:)을 넣으세요.' };
    case 'ValueExpected':
      if (text.trim() === '') return { ...at, message: '파일이 비어 있습니다.', hint: '사이트 설정 전체를 { }로 감싸 적어야 합니다.' };
      return { ...at, message: '값이 와야 합니다.', hint: VALUE_KINDS };
    case 'InvalidSymbol':
      return explainInvalidSymbol(text, error);
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return { ...at, message: '숫자 형식이 잘못되었습니다.', hint: '숫자는 700, 1.5, -3처럼 씁니다. 숫자가 아니라면 큰따옴표로 감싸세요.' };
    case 'EndOfFileExpected':
      return { ...at, message: '설정이 이미 끝났는데 뒤에 글자가 더 있습니다.', hint: '남는 괄호나 글자를 지우세요. 설정 전체는 { } 하나로 감싸야 합니다.' };
    case 'UnexpectedEndOfString':
      return { ...at, message: '글자를 닫는 큰따옴표(")가 없습니다.', hint: '글자 끝에 "를 넣으세요. 글자 안에서 줄을 바꿀 수는 없습니다.' };
    case 'InvalidUnicode':
      return { ...at, offset: offsetInsideToken(text, error, /\\u/), message: '\\u 뒤에는 16진수 네 자리가 와야 합니다.', hint: '예: \\u00b7' };
    case 'InvalidEscapeCharacter':
      return {
        ...at,
        offset: offsetInsideToken(text, error, /\\[^"\\/bfnrtu]/),
        message: '역슬래시(\\) 뒤에 쓸 수 없는 글자가 있습니다.',
        hint: '파일 경로는 /로 구분해 쓰세요. 역슬래시 자체를 쓰려면 \\\\처럼 두 번 쓰세요.',
      };
    case 'InvalidCharacter':
      return {
        ...at,
        offset: offsetInsideToken(text, error, /[\u0000-\u001f]/),
        message: '글자 안에 탭이나 줄바꿈을 그대로 쓸 수 없습니다.',
        hint: '줄바꿈은 \\n, 탭은 \\t로 쓰세요. 문단을 나누려면 목록 항목을 나누세요.',
      };
    default:
      return { ...at, message: 'JSON 문법에 맞지 않습니다.' };
  }
}
