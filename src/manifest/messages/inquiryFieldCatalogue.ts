import { quoted } from '../korean';
import type { ProblemCatalogue } from './reader';

// The inquiry form's field list: what the schema cannot say of a list (keys that repeat) or of two numbers together.
export interface InquiryFieldParams {
  /** Two fields with one key: the form would post one value for both, and stored inquiries could not tell them apart. */
  'duplicate-field-key': { key: string; firstLine: number };
  /** Two options of one choice with one key: the visitor's choice could not be told from the other. */
  'duplicate-option-key': { key: string; firstLine: number };
  /** A text field that asks for more characters than it lets anyone write. */
  'field-min-over-max': { minLength: number; maxLength: number };
}

export const INQUIRY_FIELD_TEMPLATES: ProblemCatalogue<InquiryFieldParams> = {
  'duplicate-field-key': {
    ko: ({ key, firstLine }) => ({
      message: `문의 양식의 칸 이름(key) ${quoted(key, '이/가')} 두 번 쓰였습니다. 처음 쓴 곳은 ${firstLine}행입니다.`,
      hint: '칸마다 다른 key를 쓰세요. 양식이 key로 값을 보내고, 저장된 문의도 key로 칸을 구별합니다.',
    }),
    editor: ({ key }) => ({
      message: `칸 이름(key) '${key}'을(를) 쓰는 칸이 둘 있습니다.`,
      hint: '한쪽 칸의 key를 바꾸세요. 칸마다 key가 달라야 값이 섞이지 않습니다.',
    }),
    en: ({ key, firstLine }) => ({
      message: `The inquiry form's field key '${key}' is used twice; it was first used on line ${firstLine}.`,
      hint: 'Give each field its own key: the form posts its value under the key, and stored inquiries tell fields apart by it.',
    }),
  },
  'duplicate-option-key': {
    ko: ({ key, firstLine }) => ({
      message: `고르기 칸의 항목 이름(key) ${quoted(key, '이/가')} 두 번 쓰였습니다. 처음 쓴 곳은 ${firstLine}행입니다.`,
      hint: '항목마다 다른 key를 쓰세요. 방문자가 고른 항목을 key로 알아봅니다.',
    }),
    editor: ({ key }) => ({
      message: `항목 이름(key) '${key}'을(를) 쓰는 항목이 둘 있습니다.`,
      hint: '한쪽 항목의 key를 바꾸세요.',
    }),
    en: ({ key, firstLine }) => ({
      message: `The option key '${key}' is used twice in this choice; it was first used on line ${firstLine}.`,
      hint: 'Give each option its own key: the visitor’s choice is told by it.',
    }),
  },
  'field-min-over-max': {
    ko: ({ minLength, maxLength }) => ({
      message: `최소 글자 수(${minLength})가 최대 글자 수(${maxLength})보다 큽니다. 이 칸은 아무도 채울 수 없습니다.`,
      hint: '최소 글자 수를 줄이거나 최대 글자 수를 늘리세요.',
    }),
    en: ({ minLength, maxLength }) => ({
      message: `The minimum length (${minLength}) is more than the maximum (${maxLength}): nobody could fill this field in.`,
      hint: 'Lower the minimum or raise the maximum.',
    }),
  },
};
