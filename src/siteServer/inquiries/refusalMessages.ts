import type { NoParams } from '../../messages/message';
import type { VisitorCatalogue } from '../../inquiry/messages/visitorMessage';

/** What the server says when it refuses an inquiry before its fields are checked; sizes come formatted ("64 KB", "5,000"). */
export interface RefusalMessageParams {
  /** A form post over the limit, read anyway: what was typed comes back, each field cut to its maximum. */
  'too-large-kept': NoParams;
  /** A form post past the cap: nothing of it was read. */
  'too-large-lost': { cap: string };
  'too-large': { limit: string };
  'unsupported-type': NoParams;
  unreadable: NoParams;
  'foreign-origin': NoParams;
}

export const REFUSAL_MESSAGES: VisitorCatalogue<RefusalMessageParams> = {
  'too-large-kept': {
    ko: () => ({
      message: '보낸 내용이 너무 커서 접수하지 못했습니다.',
      hint: '입력하신 내용은 그대로 두었고, 글자 수를 넘은 칸은 허용된 글자 수까지만 남겼습니다. 확인하고 다시 보내 주세요.',
    }),
    en: () => ({
      message: 'What you sent was too large for us to accept.',
      hint: 'Everything you typed is still here, and each field over its limit was cut to the number of characters allowed. Please check it and send it again.',
    }),
  },
  'too-large-lost': {
    ko: ({ cap }) => ({
      message: `보낸 내용이 너무 커서(${cap} 넘음) 읽지 못했습니다. 그래서 입력하신 내용을 다시 보여 드릴 수 없습니다.`,
      hint: '긴 글을 칸마다 정해진 글자 수 이내로 줄여 다시 적어 주세요.',
    }),
    en: ({ cap }) => ({
      message: `What you sent was too large (over ${cap}) to read, so we cannot show you what you typed.`,
      hint: 'Please write the long texts again within the number of characters each field allows.',
    }),
  },
  'too-large': {
    ko: ({ limit }) => ({
      message: `보낸 내용이 너무 큽니다(${limit}까지 받습니다).`,
      hint: '문의 내용을 줄여 다시 보내 주세요.',
    }),
    en: ({ limit }) => ({
      message: `What you sent is too large (we accept up to ${limit}).`,
      hint: 'Please shorten your message and send it again.',
    }),
  },
  'unsupported-type': {
    ko: () => ({
      message: '문의는 JSON(application/json)이나 양식(application/x-www-form-urlencoded)으로만 받습니다.',
    }),
    en: () => ({
      message:
        'Inquiries are accepted only as JSON (application/json) or as a form post (application/x-www-form-urlencoded).',
    }),
  },
  unreadable: {
    ko: () => ({ message: '보낸 내용을 읽을 수 없습니다.', hint: '양식으로 다시 보내 주세요.' }),
    en: () => ({ message: 'What you sent could not be read.', hint: 'Please send it again using the form.' }),
  },
  'foreign-origin': {
    ko: () => ({ message: '이 사이트의 페이지에서 보낸 문의만 받습니다.' }),
    en: () => ({ message: "Only inquiries sent from this site's own pages are accepted." }),
  },
};
