import type { NoParams } from '../../messages/message';
import { formatCount } from '../../messages/visitorLanguage';
import type { VisitorCatalogue } from './visitorMessage';

/** A field's label as the firm wrote it, in the page's language. */
interface Labelled {
  label: string;
}

export interface FieldMessageParams {
  missing: Labelled;
  'missing-choice': Labelled;
  'missing-check': Labelled;
  'too-long': Labelled & { limit: number };
  'too-short': Labelled & { limit: number };
  'tel-format': Labelled;
  'email-format': Labelled;
  /** A line break in a one-line field would add a line of the sender's choosing to the firm's mail (a fake 이메일: line). */
  'control-characters': Labelled & { multiline: boolean };
  'unknown-option': Labelled;
  invalid: Labelled;
  /** The consent box, which is the form's own and not one of the firm's fields. */
  'missing-consent': NoParams;
  /** The body is not an object of fields at all. */
  'unreadable-body': NoParams;
  /** A field the page fills in itself (`page`, `website`) holds a line break or control character. */
  'hidden-field-controls': NoParams;
  'hidden-field-invalid': { name: string };
  'unknown-field': { name: string };
}

// The label is quoted and followed by 항목, so no particle has to agree with its last syllable: whatever the firm
// names a field, the sentence stays grammatical.
const ko = (label: string) => `‘${label}’ 항목`;
const en = (label: string) => `“${label}”`;

export const FIELD_MESSAGES: VisitorCatalogue<FieldMessageParams> = {
  missing: {
    ko: ({ label }) => ({ message: `${ko(label)}을 입력해 주세요.` }),
    en: ({ label }) => ({ message: `Please enter ${en(label)}.` }),
  },
  'missing-choice': {
    ko: ({ label }) => ({ message: `${ko(label)}에서 하나를 골라 주세요.` }),
    en: ({ label }) => ({ message: `Please choose one option for ${en(label)}.` }),
  },
  'missing-check': {
    ko: ({ label }) => ({ message: `${ko(label)}에 체크해 주세요.` }),
    en: ({ label }) => ({ message: `Please tick ${en(label)}.` }),
  },
  'too-long': {
    ko: ({ label, limit }) => ({ message: `${ko(label)}은 ${formatCount(limit, 'ko')}자 이내로 적어 주세요.` }),
    en: ({ label, limit }) => ({
      message: `Please keep ${en(label)} to ${formatCount(limit, 'en')} characters or fewer.`,
    }),
  },
  'too-short': {
    ko: ({ label, limit }) => ({ message: `${ko(label)}은 ${formatCount(limit, 'ko')}자 이상 적어 주세요.` }),
    en: ({ label, limit }) => ({
      message: `Please write at least ${formatCount(limit, 'en')} characters in ${en(label)}.`,
    }),
  },
  'tel-format': {
    ko: ({ label }) => ({
      message: `${ko(label)}은 숫자 7~17자리의 전화번호로 적어 주세요. 띄어쓰기, 하이픈(-), 점(.), 괄호, 맨 앞의 +(국가 번호)와 끝의 내선 번호를 쓸 수 있습니다.`,
      hint: '예: 010-1234-5678, 1588-1234, 02-123-4567 내선 12, +82 2-123-4567, +1 (415) 555-0123',
    }),
    en: ({ label }) => ({
      message: `Please write ${en(label)} as a phone number of 7 to 17 digits. Spaces, hyphens (-), dots (.), brackets, a leading + with the country code and an extension at the end may be used.`,
      hint: 'For example: +1 (415) 555-0123 ext. 12, +44 20 7946 0958, +82 2-123-4567',
    }),
  },
  'email-format': {
    ko: ({ label }) => ({
      message: `${ko(label)}에 이메일 주소를 올바른 형식으로 적어 주세요.`,
      hint: '예: name@company.co.kr',
    }),
    en: ({ label }) => ({
      message: `${en(label)} is not a valid email address.`,
      hint: 'For example: name@company.com',
    }),
  },
  'control-characters': {
    ko: ({ label, multiline }) =>
      multiline
        ? {
            message: `${ko(label)}에는 줄바꿈과 탭 말고는 제어 문자를 쓸 수 없습니다.`,
            hint: '다른 프로그램에서 붙여 넣은 글이라면 보이지 않는 문자를 지우고 다시 보내 주세요.',
          }
        : { message: `${ko(label)}에는 줄바꿈이나 제어 문자를 쓸 수 없습니다.`, hint: '한 줄로 적어 주세요.' },
    en: ({ label, multiline }) =>
      multiline
        ? {
            message: `${en(label)} cannot contain control characters other than line breaks and tabs.`,
            hint: 'If you pasted it from another program, please delete the invisible characters and send it again.',
          }
        : {
            message: `${en(label)} cannot contain line breaks or control characters.`,
            hint: 'Please write it on one line.',
          },
  },
  'unknown-option': {
    ko: ({ label }) => ({ message: `${ko(label)}에서 목록에 있는 것을 골라 주세요.` }),
    en: ({ label }) => ({ message: `Please choose one of the listed options for ${en(label)}.` }),
  },
  invalid: {
    ko: ({ label }) => ({ message: `${ko(label)}의 값이 올바르지 않습니다.` }),
    en: ({ label }) => ({ message: `The value of ${en(label)} is not valid.` }),
  },
  'missing-consent': {
    ko: () => ({ message: '개인정보 수집·이용에 동의하셔야 문의를 접수할 수 있습니다.' }),
    en: () => ({
      message:
        'Please agree to the collection and use of your personal information: without it we cannot accept the inquiry.',
    }),
  },
  'unreadable-body': {
    ko: () => ({ message: '문의 내용을 읽을 수 없습니다.', hint: '양식으로 다시 보내 주세요.' }),
    en: () => ({ message: 'The inquiry could not be read.', hint: 'Please send it again using the form.' }),
  },
  'hidden-field-controls': {
    ko: () => ({
      message: '양식이 보낸 숨은 항목에 줄바꿈이나 제어 문자가 들어 있습니다.',
      hint: '페이지를 새로 고친 뒤 다시 보내 주세요.',
    }),
    en: () => ({
      message: 'A hidden field of the form contains a line break or control character.',
      hint: 'Please reload the page and send it again.',
    }),
  },
  'hidden-field-invalid': {
    ko: ({ name }) => ({ message: `'${name}' 값이 올바르지 않습니다.` }),
    en: ({ name }) => ({ message: `The value of '${name}' is not valid.` }),
  },
  'unknown-field': {
    ko: ({ name }) => ({ message: `알 수 없는 항목 '${name}'은(는) 받을 수 없습니다.` }),
    en: ({ name }) => ({ message: `The field '${name}' is not accepted.` }),
  },
};
