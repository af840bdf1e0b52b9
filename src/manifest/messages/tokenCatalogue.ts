import { quoted, withParticle } from '../korean';
import type { ProblemCatalogue } from './reader';
import type { NoParams } from '../../messages/message';

// Mistakes inside one token: comments, quotes, words, numbers and text.
export interface TokenParams {
  comment: { closed: boolean };
  'single-quotes': { token: string };
  'curly-quotes': { token: string };
  'capitalized-literal': { token: string };
  'unknown-word': { token: string };
  'leading-zero': NoParams;
  'bad-number': NoParams;
  'unclosed-string': NoParams;
  'bad-unicode-escape': NoParams;
  'bad-escape': NoParams;
  'control-character': NoParams;
  /** `fixed`: the line with every " inside the text escaped. */
  'unescaped-quote': { fixed: string };
  /** A full-width character typed with a Korean IME where JSON needs its ASCII one. */
  'full-width-character': { char: string };
  'unquoted-phone-number': { digits: string; formatted: string };
  /** `fixed`: the path with '/' between folders, from the site's root. */
  'backslash-path': { fixed: string };
}

/** Full-width characters a Korean IME types, with their names and the ASCII character JSON needs. */
export const FULL_WIDTH: Readonly<Record<string, { ko: string; en: string; ascii: string; asciiKo: string }>> = {
  '：': { ko: '전각 쌍점(：)', en: 'full-width colon (：)', ascii: ':', asciiKo: '쌍점(:)' },
  '，': { ko: '전각 쉼표(，)', en: 'full-width comma (，)', ascii: ',', asciiKo: '쉼표(,)' },
  '\u3000': {
    ko: '전각 공백(한 글자 폭의 빈칸)',
    en: 'full-width space (U+3000)',
    ascii: ' ',
    asciiKo: '보통 빈칸(스페이스 바)',
  },
  '＂': { ko: '전각 큰따옴표(＂)', en: 'full-width double quote (＂)', ascii: '"', asciiKo: '큰따옴표(")' },
  '［': { ko: '전각 대괄호(［)', en: 'full-width bracket (［)', ascii: '[', asciiKo: '대괄호([)' },
  '］': { ko: '전각 대괄호(］)', en: 'full-width bracket (］)', ascii: ']', asciiKo: '대괄호(])' },
  '｛': { ko: '전각 중괄호(｛)', en: 'full-width brace (｛)', ascii: '{', asciiKo: '중괄호({)' },
  '｝': { ko: '전각 중괄호(｝)', en: 'full-width brace (｝)', ascii: '}', asciiKo: '중괄호(})' },
};

const doubleQuoted = (token: string) => token.replace(/^'|'$/g, '"');
// A curly quote may be paired with a straight one ("“테스트연구소\""): both give way to one pair of straight quotes.
const straightQuoted = (token: string) => `"${token.replace(/^[“”‘’"]+|[“”‘’"]+$/gu, '')}"`;

const IME_HINT = {
  ko: '한글 입력 상태에서 입력된 글자입니다. 한/영 키로 영문 입력으로 바꾼 뒤 다시 입력하세요.',
  en: 'It was typed with the Korean input method on; switch to English input (한/영 key) and type it again.',
};

export const TOKEN_TEMPLATES: ProblemCatalogue<TokenParams> = {
  'unescaped-quote': {
    ko: ({ fixed }) => ({
      message: '글자 안에 큰따옴표(")가 있어, 글자가 여기서 끝난 것으로 읽힙니다.',
      hint: `글자 안의 큰따옴표는 \\"처럼 앞에 역슬래시를 붙여 쓰거나, 「」 또는 ‘ ’로 바꾸세요: ${fixed}`,
    }),
    en: ({ fixed }) => ({
      message: 'A double quote (") inside the text ends the text here.',
      hint: `Write a double quote inside text as \\", or use 「」 or ‘ ’ instead: ${fixed}`,
    }),
  },
  'full-width-character': {
    ko: ({ char }) => {
      const known = FULL_WIDTH[char]!;
      return {
        message: `${withParticle(known.ko, '은/는')} JSON에 쓸 수 없습니다.`,
        hint: `${withParticle(known.asciiKo, '으로/로')} 바꾸세요. ${IME_HINT.ko}`,
      };
    },
    en: ({ char }) => {
      const known = FULL_WIDTH[char]!;
      return {
        message: `A ${known.en} is not allowed in JSON.`,
        hint: `Replace it with '${known.ascii}'. ${IME_HINT.en}`,
      };
    },
  },
  'backslash-path': {
    ko: ({ fixed }) => ({
      message:
        '경로를 역슬래시(\\)로 구분했습니다. JSON에서 역슬래시는 \\n 같은 특수 기호를 쓰는 데 쓰여, 경로 구분에 쓸 수 없습니다.',
      hint: `폴더는 /로 구분해 "${fixed}"처럼 쓰세요.`,
    }),
    en: ({ fixed }) => ({
      message:
        'The path is separated with backslashes (\\); in JSON a backslash starts an escape such as \\n, so it cannot separate folders.',
      hint: `Separate folders with /: "${fixed}".`,
    }),
  },
  'unquoted-phone-number': {
    ko: ({ digits, formatted }) => ({
      message: `${digits}은(는) 전화번호로 보입니다. 전화번호는 큰따옴표로 감싼 글자로, 지역번호-국번-번호를 하이픈(-)으로 이어 씁니다.`,
      hint: `"${formatted}"처럼 쓰세요(예: "02-123-4567", "042-000-0000", "010-1234-5678").`,
    }),
    en: ({ digits, formatted }) => ({
      message: `${digits} looks like a phone number. Phone numbers are text in double quotes: area code, exchange and number joined by hyphens (-).`,
      hint: `Write "${formatted}" (e.g. "02-123-4567", "042-000-0000", "010-1234-5678").`,
    }),
  },
  comment: {
    ko: ({ closed }) => ({
      message: 'JSON에는 주석을 쓸 수 없습니다.',
      hint: closed ? '이 주석을 지우세요.' : "이 주석을 지우세요. '/*'로 연 주석이 닫히지도 않았습니다.",
    }),
    en: ({ closed }) => ({
      message: 'JSON does not allow comments.',
      hint: closed ? 'Delete this comment.' : "Delete this comment. The comment opened with '/*' is not closed either.",
    }),
  },
  'single-quotes': {
    ko: ({ token }) => ({
      message: '글자는 큰따옴표(")로 감싸야 합니다. 작은따옴표(\')는 쓸 수 없습니다.',
      hint: `${doubleQuoted(token)}처럼 쓰세요.`,
    }),
    en: ({ token }) => ({
      message: 'Text must be in double quotes ("); single quotes (\') are not allowed.',
      hint: `Write ${doubleQuoted(token)}.`,
    }),
  },
  'curly-quotes': {
    ko: ({ token }) => ({
      message: '둥근 따옴표(“ ”)는 쓸 수 없습니다. 키보드의 곧은 큰따옴표(")만 씁니다.',
      hint: `${straightQuoted(token)}처럼 쓰세요. 워드나 메신저에서 복사한 글에 둥근 따옴표가 섞여 들어오곤 합니다.`,
    }),
    en: ({ token }) => ({
      message: 'Curly quotes (“ ”) are not allowed; use the straight double quote (").',
      hint: `Write ${straightQuoted(token)}. Text copied from a word processor or messenger often brings curly quotes along.`,
    }),
  },
  'capitalized-literal': {
    ko: ({ token }) => ({
      message: `true, false, null은 소문자로만 쓸 수 있는데 ${quoted(token, '이/가')} 있습니다.`,
      hint: `${token.toLowerCase()}로 쓰세요.`,
    }),
    en: ({ token }) => ({
      message: `true, false and null are written in lower case only, found '${token}'.`,
      hint: `Write ${token.toLowerCase()}.`,
    }),
  },
  'unknown-word': {
    ko: ({ token }) => ({
      message: `알 수 없는 값 ${quoted(token, '이/가')} 있습니다.`,
      hint: `글자라면 큰따옴표로 감싸세요: "${token}"`,
    }),
    en: ({ token }) => ({
      message: `Unknown value '${token}'.`,
      hint: `If it is text, put it in double quotes: "${token}"`,
    }),
  },
  'leading-zero': {
    ko: () => ({
      message: '숫자는 0으로 시작할 수 없습니다.',
      hint: '앞의 0을 지우거나, 우편번호처럼 0으로 시작하는 번호는 큰따옴표로 감싸 글자로 쓰세요(예: "01234").',
    }),
    en: () => ({
      message: 'A number cannot start with 0.',
      hint: 'Delete the leading 0, or write numbers that start with 0 (such as postal codes) as text in double quotes, e.g. "01234".',
    }),
  },
  'bad-number': {
    ko: () => ({
      message: '숫자 형식이 잘못되었습니다.',
      hint: '숫자는 700, 1.5, -3처럼 씁니다. 숫자가 아니라면 큰따옴표로 감싸세요.',
    }),
    en: () => ({
      message: 'This number is not written correctly.',
      hint: 'Numbers are written like 700, 1.5 or -3. If it is not a number, put it in double quotes.',
    }),
  },
  'unclosed-string': {
    ko: () => ({
      message: '글자를 닫는 큰따옴표(")가 없습니다.',
      hint: '글자 끝에 "를 넣으세요. 글자 안에서 줄을 바꿀 수는 없습니다.',
    }),
    en: () => ({
      message: 'The text has no closing double quote (").',
      hint: 'Put a " at the end of the text. Text cannot continue on the next line.',
    }),
  },
  'bad-unicode-escape': {
    ko: () => ({ message: '\\u 뒤에는 16진수 네 자리가 와야 합니다.', hint: '예: \\u00b7' }),
    en: () => ({ message: '\\u must be followed by four hexadecimal digits.', hint: 'For example \\u00b7' }),
  },
  'bad-escape': {
    ko: () => ({
      message: '역슬래시(\\) 뒤에 쓸 수 없는 글자가 있습니다.',
      hint: '파일 경로는 /로 구분해 쓰세요. 역슬래시 자체를 쓰려면 \\\\처럼 두 번 쓰세요.',
    }),
    en: () => ({
      message: 'A backslash (\\) is followed by a character that cannot follow it.',
      hint: 'Separate file paths with /. To write a backslash itself, write it twice: \\\\',
    }),
  },
  'control-character': {
    ko: () => ({
      message: '글자 안에 탭이나 줄바꿈을 그대로 쓸 수 없습니다.',
      hint: '이름·제목 같은 한 줄 글이라면 줄바꿈과 탭을 지우세요. 문단 안에서 줄을 바꾸려면 \\n, 탭은 \\t로 쓰고, 문단을 나누려면 목록 항목을 나누세요.',
    }),
    en: () => ({
      message: 'Text cannot contain a tab or a line break as it is.',
      hint: 'In a single-line text (a name, a title), delete the line break or tab. Inside a paragraph, write a line break as \\n and a tab as \\t; to start a new paragraph, start a new list item.',
    }),
  },
};
