import { formatCount } from '../../inquiry/messages/visitorMessage';
import type { Lang } from '../../manifest/messages/Lang';
import { bodyLimitBytes } from '../inquiries/bodyLimit';

/** What a visitor is told when the server itself refuses or fails a request outside the inquiry form and the inbox. */
export interface ErrorProblem {
  title: string;
  message: string;
}

const limit = (lang: Lang) => formatCount(bodyLimitBytes / 1024, lang);

const problems: Record<number, { readonly [L in Lang]: ErrorProblem }> = {
  400: {
    ko: {
      title: '요청을 이해하지 못했습니다',
      message: '주소나 보낸 내용의 형식이 올바르지 않습니다. 주소를 확인하고 다시 시도해 주세요.',
    },
    en: {
      title: 'The request could not be understood',
      message: 'The address or what was sent is not in a valid form. Please check the address and try again.',
    },
  },
  404: {
    ko: {
      title: '찾는 주소가 없습니다',
      message: '이 주소에는 페이지도 기능도 없습니다. 주소를 확인하거나 첫 페이지에서 찾아 주세요.',
    },
    en: {
      title: 'This address does not exist',
      message:
        'There is no page or service at this address. Please check the address, or start again from the home page.',
    },
  },
  405: {
    ko: {
      title: '이 방식으로는 쓸 수 없는 주소입니다',
      message: '이 주소는 다른 방식의 요청만 받습니다. 사이트의 링크나 양식으로 다시 시도해 주세요.',
    },
    en: {
      title: 'This address cannot be used this way',
      message:
        'This address takes other kinds of request only. Please try again through the links or forms of the site.',
    },
  },
  413: {
    ko: {
      title: '보낸 내용이 너무 큽니다',
      message: `이 서버는 ${limit('ko')} KB까지 받습니다. 내용을 줄여 다시 보내 주세요.`,
    },
    en: {
      title: 'What you sent is too large',
      message: `This server accepts up to ${limit('en')} KB. Please shorten it and send it again.`,
    },
  },
  415: {
    ko: { title: '받을 수 없는 형식입니다', message: '이 주소는 JSON이나 양식으로 보낸 내용만 받습니다.' },
    en: {
      title: 'This format is not accepted',
      message: 'This address accepts only what is sent as JSON or from a form.',
    },
  },
  500: {
    ko: {
      title: '서버에 문제가 생겼습니다',
      message: '요청을 처리하다 서버에서 오류가 났습니다. 잠시 뒤 다시 시도하고, 계속되면 연구소에 전화로 알려 주세요.',
    },
    en: {
      title: 'Something went wrong on the server',
      message:
        'The server failed while handling the request. Please try again in a moment, and if it keeps happening, let us know by phone.',
    },
  },
};

export function errorProblem(status: number, lang: Lang): ErrorProblem {
  return (problems[status] ?? (status >= 500 ? problems[500]! : problems[400]!))[lang];
}

/** The error page's way back: the home page in the page's language. */
export const homeLinkText: { readonly [L in Lang]: (siteName: string) => string } = {
  ko: (siteName) => `${siteName} 첫 페이지로`,
  en: (siteName) => `Go to the ${siteName} home page`,
};
