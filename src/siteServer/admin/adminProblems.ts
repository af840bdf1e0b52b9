import { fillMessage, type Catalogue, type HintedWords, type Message, type NoParams } from '../../messages/message';

/** The inbox's words: a title for the page, what happened, what to do. */
export type TitledWords = HintedWords & { title: string };

interface AdminProblemParams {
  wrongPassword: NoParams;
  wrongSharedPassword: NoParams;
  invalidAccountName: { rule: string };
  tooManyLogins: { retryAfterSeconds: number };
  loginLockdown: { retryAfterSeconds: number };
  loginBusy: NoParams;
  foreignOrigin: NoParams;
  loginRequired: NoParams;
  inquiryNotFound: NoParams;
  memoTooLong: { length: number; max: number };
  pageNotFound: NoParams;
  badRequest: NoParams;
  notSaved: NoParams;
  serverError: NoParams;
}

export type AdminProblemCode = keyof AdminProblemParams;

/** An error a person can meet in the inbox: the one message shape with the page's title and its HTTP status. */
export type AdminProblem = Message<AdminProblemCode, TitledWords> & { status: number };

const statuses: Record<AdminProblemCode, number> = {
  wrongPassword: 401,
  wrongSharedPassword: 401,
  invalidAccountName: 400,
  tooManyLogins: 429,
  loginLockdown: 429,
  loginBusy: 503,
  foreignOrigin: 403,
  loginRequired: 401,
  inquiryNotFound: 404,
  memoTooLong: 400,
  pageNotFound: 404,
  badRequest: 400,
  notSaved: 503,
  serverError: 500,
};

/** Every inbox error by a stable code, in one place so the words stay consistent. Korean: the staff's language. */
export const ADMIN_PROBLEMS: Catalogue<AdminProblemParams, 'ko', TitledWords> = {
  wrongPassword: {
    ko: () => ({
      title: '계정 이름 또는 비밀번호가 맞지 않습니다',
      message: '입력한 이름의 계정이 없거나 비밀번호가 다릅니다.',
      hint: '대소문자와 한/영 전환을 확인하고 다시 입력하세요. 계정이 없으면 서버를 관리하는 분에게 만들어 달라고 하세요.',
    }),
  },
  wrongSharedPassword: {
    ko: () => ({
      title: '공용 비밀번호가 맞지 않습니다',
      message: '입력한 비밀번호가 지금까지 문의함에 쓰던 공용 비밀번호와 다릅니다. 계정을 만들지 않았습니다.',
      hint: '대소문자와 한/영 전환을 확인하고 다시 입력하세요. 공용 비밀번호를 모르면 서버에서 npm run inquiries -- add-user 이름으로 계정을 만드세요.',
    }),
  },
  invalidAccountName: {
    ko: ({ rule }) => ({
      title: '쓸 수 없는 계정 이름입니다',
      message: rule,
      hint: '예: 김연구, kim.lab 처럼 다시 입력하세요.',
    }),
  },
  tooManyLogins: {
    ko: ({ retryAfterSeconds }) => ({
      title: '로그인 시도가 너무 많습니다',
      message: '이 주소에서 짧은 시간에 틀린 비밀번호를 너무 여러 번 입력해 잠시 막아 두었습니다.',
      hint: `약 ${Math.ceil(retryAfterSeconds / 60)}분 뒤에 다시 시도하세요.`,
    }),
  },
  loginLockdown: {
    ko: ({ retryAfterSeconds }) => ({
      title: '로그인 시도가 너무 많습니다',
      message:
        '여러 곳에서 틀린 비밀번호가 한꺼번에 많이 들어와, 최근에 비밀번호를 틀린 주소의 로그인을 잠시 막아 두었습니다.',
      hint: `약 ${Math.ceil(retryAfterSeconds / 60)}분 뒤에 다시 시도하세요. 누가 비밀번호를 알아내려는 중일 수 있으니 계속되면 서버 관리자에게 알려 주세요.`,
    }),
  },
  loginBusy: {
    ko: () => ({
      title: '로그인 확인이 밀려 있습니다',
      message: '지금 비밀번호 확인 요청이 한꺼번에 많이 들어와 이 요청은 확인하지 않았습니다.',
      hint: '몇 초 뒤에 다시 로그인하세요.',
    }),
  },
  foreignOrigin: {
    ko: () => ({
      title: '요청을 거부했습니다',
      message: '이 요청은 문의함 페이지에서 보낸 것으로 확인되지 않아 아무것도 바꾸지 않았습니다.',
      hint: '문의함 페이지를 직접 열어 다시 시도하세요.',
    }),
  },
  loginRequired: {
    ko: () => ({
      title: '로그인이 필요합니다',
      message: '로그인하지 않았거나 로그인 시간이 지나 요청을 처리하지 않았습니다.',
      hint: '다시 로그인한 뒤 시도하세요.',
    }),
  },
  inquiryNotFound: {
    ko: () => ({
      title: '문의를 찾을 수 없습니다',
      message: '이 번호의 문의가 없습니다. 보관 기간이 지나 지워졌을 수 있습니다.',
      hint: '목록에서 문의를 다시 찾아 보세요.',
    }),
  },
  memoTooLong: {
    ko: ({ length, max }) => ({
      title: '메모가 너무 깁니다',
      message: `내부 메모는 ${max.toLocaleString('ko-KR')}자까지 저장합니다. 보낸 메모는 ${length.toLocaleString('ko-KR')}자라 저장하지 않았습니다.`,
      hint: '뒤로 가서 메모를 줄인 뒤 다시 저장하세요.',
    }),
  },
  pageNotFound: {
    ko: () => ({
      title: '페이지를 찾을 수 없습니다',
      message: '문의함에 이런 주소의 페이지가 없습니다.',
      hint: '문의함 첫 화면에서 다시 찾아 보세요.',
    }),
  },
  badRequest: {
    ko: () => ({
      title: '요청을 이해하지 못했습니다',
      message: '주소나 양식의 값이 문의함이 받는 형식과 다릅니다.',
      hint: '문의함 첫 화면에서 다시 시도하세요.',
    }),
  },
  notSaved: {
    ko: () => ({
      title: '저장하지 못했습니다',
      message:
        '서버의 디스크가 가득 찼거나 문의 데이터베이스 파일에 쓸 수 없어 이 요청을 기록하지 못했습니다. 아무것도 바뀌지 않았습니다(열람 기록을 남길 수 없을 때는 내용도 보여 드리지 않습니다).',
      hint: '서버 관리자에게 알려 주세요. 고쳐진 뒤 같은 일을 다시 하면 됩니다. 자세한 내용은 서버 기록에 남았습니다.',
    }),
  },
  serverError: {
    ko: () => ({
      title: '문의함에 문제가 생겼습니다',
      message: '요청을 처리하다 서버에서 오류가 났습니다. 자세한 내용은 서버 기록에 남았습니다.',
      hint: '잠시 뒤 다시 시도하고, 계속되면 서버 관리자에게 알려 주세요.',
    }),
  },
};

export function adminProblem<Code extends AdminProblemCode>(
  code: Code,
  params: AdminProblemParams[Code],
): AdminProblem {
  return { ...fillMessage(ADMIN_PROBLEMS, code, params, 'ko'), status: statuses[code] };
}
