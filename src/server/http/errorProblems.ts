import { bodyLimitBytes } from '../inquiries/bodyLimit';

/** What a visitor is told when the server itself refuses or fails a request outside the inquiry form and the inbox. */
export interface ErrorProblem {
  title: string;
  message: string;
}

const problems: Record<number, ErrorProblem> = {
  400: { title: '요청을 이해하지 못했습니다', message: '주소나 보낸 내용의 형식이 올바르지 않습니다. 주소를 확인하고 다시 시도해 주세요.' },
  404: { title: '찾는 주소가 없습니다', message: '이 주소에는 페이지도 기능도 없습니다. 주소를 확인하거나 첫 페이지에서 찾아 주세요.' },
  405: { title: '이 방식으로는 쓸 수 없는 주소입니다', message: '이 주소는 다른 방식의 요청만 받습니다. 사이트의 링크나 양식으로 다시 시도해 주세요.' },
  413: { title: '보낸 내용이 너무 큽니다', message: `이 서버는 ${bodyLimitBytes / 1024} KB까지 받습니다. 내용을 줄여 다시 보내 주세요.` },
  415: { title: '받을 수 없는 형식입니다', message: '이 주소는 JSON이나 양식으로 보낸 내용만 받습니다.' },
  500: { title: '서버에 문제가 생겼습니다', message: '요청을 처리하다 서버에서 오류가 났습니다. 잠시 뒤 다시 시도하고, 계속되면 연구소에 전화로 알려 주세요.' },
};

export function errorProblem(status: number): ErrorProblem {
  return problems[status] ?? (status >= 500 ? problems[500]! : problems[400]!);
}
