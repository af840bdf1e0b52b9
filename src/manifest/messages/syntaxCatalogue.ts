import { quoted, withParticle } from '../korean';
import type { ProblemCatalogue } from './reader';
import type { NoParams } from '../../messages/message';
import { at } from './english';

// Mistakes in the JSON's structure: commas, brackets, names and values.
// `found` is the text the parser stopped at; undefined means the end of the file.
export interface SyntaxParams {
  'trailing-comma': NoParams;
  'missing-comma': { found?: string; commaAt: { line: number; column: number } };
  'missing-bracket': { bracket: '}' | ']'; found?: string };
  /** `closeAt`: the ']' of the list the block was meant to be in. */
  'block-outside-list': { closeAt: { line: number; column: number } };
  /** `name`: the property name (with its quotes) that now stands where a value was expected. */
  'missing-opening-brace': { name: string };
  'property-name-expected': { found?: string };
  'unquoted-property-name': { name: string };
  'colon-expected': { found?: string };
  'value-expected': { found?: string };
  'empty-file': NoParams;
  'extra-text': { found?: string };
  'duplicate-key': { key: string; firstLine: number };
  syntax: { parserCode: string };
}

/** A token as written: strings keep their own double quotes, anything else gets single quotes. */
const shown = (token: string) => (token.startsWith('"') ? token : `'${token}'`);
const foundKo = (found: string | undefined) =>
  found === undefined ? '파일이 끝났습니다' : `${withParticle(shown(found), '이/가')} 있습니다`;
const foundEn = (found: string | undefined) =>
  found === undefined ? 'but the file ends here' : `but found ${shown(found)}`;
const bracketKo = { '}': { opener: '{', what: '묶음' }, ']': { opener: '[', what: '목록' } } as const;
const bracketEn = { '}': { opener: '{', what: 'object' }, ']': { opener: '[', what: 'list' } } as const;

export const SYNTAX_TEMPLATES: ProblemCatalogue<SyntaxParams> = {
  'trailing-comma': {
    ko: () => ({ message: 'JSON은 마지막 항목 뒤의 쉼표를 허용하지 않습니다.', hint: '이 쉼표(,)를 지우세요.' }),
    en: () => ({ message: 'JSON does not allow a comma after the last item.', hint: 'Delete this comma (,).' }),
  },
  'missing-comma': {
    ko: ({ found, commaAt }) => ({
      message: `쉼표(,)가 빠졌습니다. 앞 항목 뒤에 쉼표가 와야 하는데 ${foundKo(found)}.`,
      hint: `앞 항목의 끝(${commaAt.line}행 ${commaAt.column}열)에 쉼표(,)를 넣으세요.`,
    }),
    en: ({ found, commaAt }) => ({
      message: `A comma (,) is missing: expected one after the previous item, ${foundEn(found)}.`,
      hint: `Put a comma at the end of the previous item (${at(commaAt)}).`,
    }),
  },
  'missing-bracket': {
    ko: ({ bracket, found }) => {
      const { opener, what } = bracketKo[bracket];
      // A '}' where a list should close (or ']' for an object) means the inner one was never closed.
      const wrongCloser = found === '}' || found === ']';
      return {
        message: `닫는 괄호 '${bracket}'가 필요한데 ${foundKo(found)}.`,
        hint: wrongCloser
          ? `${what}을 닫는 '${bracket}'가 빠졌습니다. 이 '${found}' 앞에 '${bracket}'를 넣으세요.`
          : `'${opener}'로 연 ${what}이 닫히지 않았습니다. 빠진 '${bracket}'를 넣으세요.`,
      };
    },
    en: ({ bracket, found }) => {
      const { opener, what } = bracketEn[bracket];
      const wrongCloser = found === '}' || found === ']';
      return {
        message: `Expected a closing '${bracket}', ${foundEn(found)}.`,
        hint: wrongCloser
          ? `The ${what} is missing its closing '${bracket}'. Put a '${bracket}' before this '${found}'.`
          : `The ${what} opened with '${opener}' is not closed. Add the missing '${bracket}'.`,
      };
    },
  },
  'block-outside-list': {
    ko: ({ closeAt }) => ({
      message: `이 묶음({ })이 목록 밖에 있습니다. 목록은 ${closeAt.line}행 ${closeAt.column}열의 ']'에서 이미 닫혔습니다.`,
      hint: `${closeAt.line}행 ${closeAt.column}열의 ']'를 지우고 이 묶음 뒤로 옮기세요. 목록 안의 앞 항목과 이 묶음 사이에는 쉼표(,)를 넣으세요.`,
    }),
    en: ({ closeAt }) => ({
      message: `This object ({ }) is outside the list: the list was already closed by the ']' at ${at(closeAt)}.`,
      hint: `Move the ']' at ${at(closeAt)} to after this object, with a comma (,) between the previous item and this object.`,
    }),
  },
  'missing-opening-brace': {
    ko: ({ name }) => ({
      message: `여는 중괄호 '{'가 빠졌습니다. ${name}부터 시작하는 묶음을 여는 '{'가 없습니다.`,
      hint: `${name} 앞에 '{'를 넣으세요. 묶음은 { "이름": 값, … }처럼 '{'로 열고 '}'로 닫습니다.`,
    }),
    en: ({ name }) => ({
      message: `An opening brace '{' is missing: the object that starts with ${name} is never opened.`,
      hint: `Put a '{' before ${name}. An object is written { "name": value, … }.`,
    }),
  },
  'property-name-expected': {
    ko: ({ found }) => ({
      message: `속성 이름이 와야 하는데 ${foundKo(found)}.`,
      hint: '속성 이름은 큰따옴표로 감싸 "label": "회사소개"처럼 씁니다.',
    }),
    en: ({ found }) => ({
      message: `Expected a property name, ${foundEn(found)}.`,
      hint: 'Property names are written in double quotes, like "label": "회사소개".',
    }),
  },
  'unquoted-property-name': {
    ko: ({ name }) => ({
      message: `속성 이름 ${name}에 큰따옴표가 없습니다. 속성 이름은 큰따옴표로 감싸야 합니다.`,
      hint: `"${name}"처럼 쓰세요.`,
    }),
    en: ({ name }) => ({
      message: `The property name ${name} has no double quotes; property names must be in double quotes.`,
      hint: `Write "${name}".`,
    }),
  },
  'colon-expected': {
    ko: ({ found }) => ({
      message: `속성 이름 뒤에 쌍점(:)이 와야 하는데 ${foundKo(found)}.`,
      hint: '"이름": 값처럼 이름과 값 사이에 쌍점(:)을 넣으세요.',
    }),
    en: ({ found }) => ({
      message: `Expected a colon (:) after the property name, ${foundEn(found)}.`,
      hint: 'Put a colon between the name and the value: "name": value.',
    }),
  },
  'value-expected': {
    ko: ({ found }) => ({
      message: `값이 와야 하는데 ${foundKo(found)}.`,
      hint: '글자("…"), 숫자, true/false, 목록([ ]), 묶음({ }) 중 하나를 쓰세요.',
    }),
    en: ({ found }) => ({
      message: `Expected a value, ${foundEn(found)}.`,
      hint: 'Write text ("…"), a number, true/false, a list ([ ]) or an object ({ }).',
    }),
  },
  'empty-file': {
    ko: () => ({ message: '파일이 비어 있습니다.', hint: '사이트 설정 전체를 { }로 감싸 적어야 합니다.' }),
    en: () => ({ message: 'The file is empty.', hint: 'The whole site is described inside one { }.' }),
  },
  'extra-text': {
    ko: ({ found }) => ({
      message: `설정이 이미 끝났는데 뒤에 ${found === undefined ? '글자가' : withParticle(shown(found), '이/가')} 더 있습니다.`,
      hint: '남는 괄호나 글자를 지우세요. 설정 전체는 { } 하나로 감싸야 합니다.',
    }),
    en: ({ found }) => ({
      message: `The settings have already ended, but ${found === undefined ? 'more text' : shown(found)} follows.`,
      hint: 'Delete the extra bracket or text: the whole file is one { }.',
    }),
  },
  'duplicate-key': {
    ko: ({ key, firstLine }) => ({
      message: `${quoted(key, '이/가')} 같은 묶음 안에 두 번 있습니다. 처음 쓴 곳은 ${firstLine}행입니다.`,
      hint: `JSON에서는 뒤에 쓴 값만 쓰이고 ${firstLine}행의 값은 조용히 무시됩니다. 필요 없는 쪽을 지우세요.`,
    }),
    en: ({ key, firstLine }) => ({
      message: `'${key}' appears twice in the same object; it was first written on line ${firstLine}.`,
      hint: `JSON keeps only the later value and silently ignores the one on line ${firstLine}. Delete the one you do not need.`,
    }),
  },
  syntax: {
    ko: ({ parserCode }) => ({
      message: `JSON 문법에 맞지 않습니다(${parserCode}).`,
      hint: '이 위치 앞뒤의 괄호, 쉼표, 따옴표를 확인하세요.',
    }),
    en: ({ parserCode }) => ({
      message: `This is not valid JSON (${parserCode}).`,
      hint: 'Check the brackets, commas and quotes around here.',
    }),
  },
};
