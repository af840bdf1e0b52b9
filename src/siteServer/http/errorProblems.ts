import { fillMessage, type Catalogue, type HintedWords, type Message, type NoParams } from '../../messages/message';
import { formatCount, type VisitorLanguage } from '../../messages/visitorLanguage';
import { bodyLimitBytes } from '../inquiries/bodyLimit';

/** An error page's words: the one message shape, with the page's title (its heading and the tab's name). */
export type ErrorPageWords = HintedWords & { title: string };

type ErrorCode = 'bad-request' | 'not-found' | 'method-not-allowed' | 'too-large' | 'unsupported-type' | 'server-error';

/** What a visitor is told when the server itself refuses or fails a request outside the inquiry form and the inbox. */
export type ErrorProblem = Message<ErrorCode, ErrorPageWords>;

const codes: Record<number, ErrorCode> = {
  400: 'bad-request',
  404: 'not-found',
  405: 'method-not-allowed',
  413: 'too-large',
  415: 'unsupported-type',
  500: 'server-error',
};

const limit = (language: VisitorLanguage) => formatCount(bodyLimitBytes / 1024, language);

/** In the visitors' languages: the page is in the language of the address asked for. */
export const ERROR_PAGES: Catalogue<Record<ErrorCode, NoParams>, VisitorLanguage, ErrorPageWords> = {
  'bad-request': {
    ko: () => ({
      title: '요청을 이해하지 못했습니다',
      message: '주소나 보낸 내용의 형식이 올바르지 않습니다.',
      hint: '주소를 확인하고 다시 시도해 주세요.',
    }),
    en: () => ({
      title: 'The request could not be understood',
      message: 'The address or what was sent is not in a valid form.',
      hint: 'Please check the address and try again.',
    }),
  },
  'not-found': {
    ko: () => ({
      title: '찾는 주소가 없습니다',
      message: '이 주소에는 페이지도 기능도 없습니다.',
      hint: '주소를 확인하거나 첫 페이지에서 찾아 주세요.',
    }),
    en: () => ({
      title: 'This address does not exist',
      message: 'There is no page or service at this address.',
      hint: 'Please check the address, or start again from the home page.',
    }),
  },
  'method-not-allowed': {
    ko: () => ({
      title: '이 방식으로는 쓸 수 없는 주소입니다',
      message: '이 주소는 다른 방식의 요청만 받습니다.',
      hint: '사이트의 링크나 양식으로 다시 시도해 주세요.',
    }),
    en: () => ({
      title: 'This address cannot be used this way',
      message: 'This address takes other kinds of request only.',
      hint: 'Please try again through the links or forms of the site.',
    }),
  },
  'too-large': {
    ko: () => ({
      title: '보낸 내용이 너무 큽니다',
      message: `이 서버는 ${limit('ko')} KB까지 받습니다.`,
      hint: '내용을 줄여 다시 보내 주세요.',
    }),
    en: () => ({
      title: 'What you sent is too large',
      message: `This server accepts up to ${limit('en')} KB.`,
      hint: 'Please shorten it and send it again.',
    }),
  },
  'unsupported-type': {
    ko: () => ({
      title: '받을 수 없는 형식입니다',
      message: '이 주소는 JSON이나 양식으로 보낸 내용만 받습니다.',
      hint: '사이트의 양식으로 보내 주세요.',
    }),
    en: () => ({
      title: 'This format is not accepted',
      message: 'This address accepts only what is sent as JSON or from a form.',
      hint: "Please send it through the site's forms.",
    }),
  },
  'server-error': {
    ko: () => ({
      title: '서버에 문제가 생겼습니다',
      message: '요청을 처리하다 서버에서 오류가 났습니다.',
      hint: '잠시 뒤 다시 시도하고, 계속되면 연구소에 전화로 알려 주세요.',
    }),
    en: () => ({
      title: 'Something went wrong on the server',
      message: 'The server failed while handling the request.',
      hint: 'Please try again in a moment, and if it keeps happening, let us know by phone.',
    }),
  },
};

/** The page for a status; one without its own words is answered as a bad request, or as a server error from 500 up. */
export function errorProblem(status: number, language: VisitorLanguage): ErrorProblem {
  const code = codes[status] ?? (status >= 500 ? 'server-error' : 'bad-request');
  return fillMessage(ERROR_PAGES, code, {}, language);
}

/** The error page's way back: the home page in the page's language. */
export const homeLinkText: { readonly [L in VisitorLanguage]: (siteName: string) => string } = {
  ko: (siteName) => `${siteName} 첫 페이지로`,
  en: (siteName) => `Go to the ${siteName} home page`,
};
