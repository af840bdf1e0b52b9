import type { RefusedKind } from '../schema/textFormats';
import type { ProblemCatalogue } from './reader';
import type { ToolLanguage } from '../../messages/toolLanguage';
import type { FieldName } from './valueCatalogue';
import { shorten } from './valueWords';

// Characters a text may not hold: line breaks in a single line, and invisible controls anywhere.
export interface CharacterParams {
  /**
   * `position` is the character's 1-based place in the text; `multiline` says the
   * field is a paragraph (line breaks and tabs allowed); `repaired` is the text without it.
   */
  'refused-character': {
    field: FieldName;
    kind: RefusedKind;
    codePoint: string;
    position: number;
    multiline: boolean;
    repaired: string;
  };
}

const WHAT: Record<ToolLanguage, Record<RefusedKind, (codePoint: string) => string>> = {
  ko: {
    'line-break': () => '줄바꿈',
    tab: () => '탭 문자',
    control: (codePoint) => `보이지 않는 제어 문자(${codePoint})`,
  },
  en: {
    'line-break': () => 'a line break',
    tab: () => 'a tab',
    control: (codePoint) => `an invisible control character (${codePoint})`,
  },
};

const RULE: Record<ToolLanguage, Record<'single' | 'multi', string>> = {
  ko: {
    single:
      '이름, 제목, 메뉴, 단추 글자, 아이디 같은 한 줄 글에는 줄바꿈, 탭, 보이지 않는 제어 문자를 쓸 수 없습니다(여러 줄은 문단에만 쓸 수 있습니다).',
    multi:
      '문단에는 줄바꿈과 탭을 쓸 수 있지만, 다른 제어 문자는 보이지 않고 다른 프로그램에서 복사해 붙일 때 딸려 오곤 하므로 쓸 수 없습니다.',
  },
  en: {
    single:
      'Single-line texts (names, titles, menu entries, button texts, ids) cannot hold line breaks, tabs or invisible control characters; only paragraphs may have several lines.',
    multi:
      'Paragraphs may hold line breaks and tabs, but no other control characters: they show nothing and usually come along when text is pasted from another program.',
  },
};

const shown = (text: string) => JSON.stringify(shorten(text, 80));

export const CHARACTER_TEMPLATES: ProblemCatalogue<CharacterParams> = {
  'refused-character': {
    ko: ({ field, kind, codePoint, position, multiline, repaired }) => ({
      message: `${field.title ? `'${field.title}'` : '이 글'}의 ${position}번째 글자가 ${WHAT.ko[kind](codePoint)}입니다.${multiline ? '' : ' 이 글은 한 줄로만 쓸 수 있습니다.'} ${RULE.ko[multiline ? 'multi' : 'single']}`,
      hint: kind === 'control' ? `그 문자를 지우세요: ${shown(repaired)}` : `한 줄로 고쳐 쓰세요: ${shown(repaired)}`,
    }),
    editor: ({ field, kind, position, multiline, repaired }) => ({
      message: `${field.title ? `'${field.title}' 칸` : '이 글'}의 ${position}번째 글자가 ${kind === 'control' ? '보이지 않는 제어 문자' : WHAT.ko[kind]('')}입니다.${multiline ? '' : ' 이 글은 한 줄로만 쓸 수 있습니다.'}`,
      hint:
        kind === 'control'
          ? `그 문자를 지우세요: '${shorten(repaired, 80)}'`
          : `한 줄로 고쳐 쓰세요: '${shorten(repaired, 80)}'`,
    }),
    en: ({ field, kind, codePoint, position, multiline, repaired }) => ({
      message: `Character ${position} of ${field.key} is ${WHAT.en[kind](codePoint)}.${multiline ? '' : ' It must be a single line.'} ${RULE.en[multiline ? 'multi' : 'single']}`,
      hint:
        kind === 'control' ? `Delete that character: ${shown(repaired)}` : `Write it on one line: ${shown(repaired)}`,
    }),
  },
};
