import type { NoParams } from '../../messages/message';
import type { InquiryField } from '../inquiryErrors';
import { formatCount } from '../../messages/visitorLanguage';
import type { VisitorCatalogue } from './visitorMessage';

type TextField = Exclude<InquiryField, 'consent'>;

export interface FieldMessageParams {
  missing: { field: InquiryField };
  'too-long': { field: InquiryField; limit: number };
  format: { field: InquiryField };
  /** A line break in a one-line field would add a line of the sender's choosing to the lab's mail (a fake 이메일: line). */
  'control-characters': { field: TextField };
  invalid: { field: InquiryField };
  /** The body is not an object of fields at all. */
  'unreadable-body': NoParams;
  /** A field the page fills in itself (`page`, `website`) holds a line break or control character. */
  'hidden-field-controls': NoParams;
  'hidden-field-invalid': { name: string };
  'unknown-field': { name: string };
}

// Each name with the topic particle its last syllable takes.
const topics: Record<InquiryField, string> = {
  company: '회사명은',
  phone: '연락처는',
  email: '이메일 주소는',
  message: '문의 내용은',
  consent: '동의는',
};
const names: Record<InquiryField, string> = {
  company: '회사명',
  phone: '연락처',
  email: '이메일 주소',
  message: '문의 내용',
  consent: '동의',
};
const englishNames: Record<InquiryField, string> = {
  company: 'company name',
  phone: 'phone number',
  email: 'email address',
  message: 'message',
  consent: 'consent',
};

const missing: Record<InquiryField, string> = {
  company: '회사명을 입력해 주세요.',
  phone: '연락처를 입력해 주세요.',
  email: '이메일 주소를 입력해 주세요.',
  message: '문의 내용을 입력해 주세요.',
  consent: '개인정보 수집·이용에 동의하셔야 문의를 접수할 수 있습니다.',
};

const englishMissing: Record<InquiryField, string> = {
  company: 'Please enter your company name.',
  phone: 'Please enter a phone number we can call you back on.',
  email: 'Please enter your email address.',
  message: 'Please enter your message.',
  consent:
    'Please agree to the collection and use of your personal information: without it we cannot accept the inquiry.',
};

export const FIELD_MESSAGES: VisitorCatalogue<FieldMessageParams> = {
  missing: {
    ko: ({ field }) => ({ message: missing[field] }),
    en: ({ field }) => ({ message: englishMissing[field] }),
  },
  'too-long': {
    ko: ({ field, limit }) => ({ message: `${topics[field]} ${formatCount(limit, 'ko')}자 이내로 적어 주세요.` }),
    en: ({ field, limit }) => ({
      message: `Please keep the ${englishNames[field]} to ${formatCount(limit, 'en')} characters or fewer.`,
    }),
  },
  format: {
    ko: ({ field }) => {
      if (field === 'phone') {
        return {
          message:
            '연락처는 숫자 7~17자리로 적어 주세요. 띄어쓰기, 하이픈(-), 점(.), 괄호, 맨 앞의 +(국가 번호)와 끝의 내선 번호를 쓸 수 있습니다.',
          hint: '예: 010-1234-5678, 02-123-4567 내선 12, +49 89 1234 5678',
        };
      }
      if (field === 'email')
        return { message: '이메일 주소 형식이 올바르지 않습니다.', hint: '예: name@company.co.kr' };
      return { message: `${topics[field]} 형식이 올바르지 않습니다.` };
    },
    en: ({ field }) => {
      if (field === 'phone') {
        return {
          message:
            'Please write the phone number with 7 to 17 digits. Spaces, hyphens (-), dots (.), brackets, a leading + with the country code and an extension at the end may be used.',
          hint: 'For example: +1 (555) 123-4567 ext. 12, +44 20 7946 0958, 02-123-4567',
        };
      }
      if (field === 'email')
        return { message: 'The email address is not in a valid form.', hint: 'For example: name@company.com' };
      return { message: `The ${englishNames[field]} is not in a valid form.` };
    },
  },
  'control-characters': {
    ko: ({ field }) =>
      field === 'message'
        ? {
            message: '문의 내용에는 줄바꿈과 탭 말고는 제어 문자를 쓸 수 없습니다.',
            hint: '다른 프로그램에서 붙여 넣은 글이라면 보이지 않는 문자를 지우고 다시 보내 주세요.',
          }
        : { message: `${names[field]}에는 줄바꿈이나 제어 문자를 쓸 수 없습니다.`, hint: '한 줄로 적어 주세요.' },
    en: ({ field }) =>
      field === 'message'
        ? {
            message: 'The message cannot contain control characters other than line breaks and tabs.',
            hint: 'If you pasted it from another program, please delete the invisible characters and send it again.',
          }
        : {
            message: `The ${englishNames[field]} cannot contain line breaks or control characters.`,
            hint: 'Please write it on one line.',
          },
  },
  invalid: {
    ko: ({ field }) => ({ message: `${topics[field]} 값이 올바르지 않습니다.` }),
    en: ({ field }) => ({ message: `The ${englishNames[field]} is not valid.` }),
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
