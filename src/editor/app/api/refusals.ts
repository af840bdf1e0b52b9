import type { ErrorAnswer } from '../../shared/apiContract';
import { fillMessage, type Catalogue, type Message, type Words } from '../../../messages/message';

/** Upload limit of POST /api/images. */
export const maxImageBytes = 10 * 1024 * 1024;
/** JSON bodies: a draft of the manifest (about 1 MB for a large site) with room to grow. */
export const maxJsonBytes = 8 * 1024 * 1024;

/**
 * Every refusal of the editor's server by its stable code (the page and the
 * tests match on the code; staff read the message and the hint), with its
 * HTTP status.
 */
const statuses = {
  'foreign-host': 403,
  'foreign-origin': 403,
  'bad-request': 400,
  'body-too-large': 413,
  'not-found': 404,
  'internal-error': 500,
  'changed-on-disk': 409,
  'document-unreadable': 500,
  'preview-unavailable': 500,
  'preview-read-only': 405,
  'preview-not-ready': 503,
  'no-file': 400,
  'bad-folder': 400,
  'image-too-large': 413,
  'image-type': 415,
  // The SVG's own message and hint (src/svg/svgProblem.ts) are the words.
  'unreadable-svg': 415,
  'svg-too-complex': 422,
  'unreadable-image': 415,
  'publish-unavailable': 409,
  'nothing-to-publish': 409,
  'publish-changed': 409,
  'git-identity': 409,
  'git-busy': 409,
  'git-conflict': 409,
  // A push that failed leaves its commit here: the message says so, and that the site does not show it yet.
  'push-rejected': 409,
  'push-refused': 409,
  'push-auth': 502,
  'push-failed': 502,
  'git-failed': 500,
} as const;

export type RefusalCode = keyof typeof statuses;
type SvgRefusalCode = 'unreadable-svg' | 'svg-too-complex';
type WordedRefusalCode = Exclude<RefusalCode, SvgRefusalCode>;

const isSvgCode = (code: RefusalCode): code is SvgRefusalCode =>
  code === 'unreadable-svg' || code === 'svg-too-complex';

/**
 * The words of each refusal, for staff (Korean, the editor's language).
 * `detail` is what only the moment knows: an address, a file name, git's own words.
 */
export const REFUSALS: Catalogue<Record<WordedRefusalCode, string>, 'ko'> = {
  'foreign-host': {
    ko: (own) => ({
      message: `이 편집기는 이 컴퓨터에서 ${own} 주소로만 열 수 있습니다. 다른 주소로 들어온 요청은 받지 않습니다.`,
    }),
  },
  'foreign-origin': {
    ko: (own) => ({
      message: `편집기 화면(${own})이 아닌 곳에서 보낸 요청이라 거절했습니다. 다른 웹 페이지가 이 컴퓨터의 파일을 바꾸지 못하게 하려는 것입니다.`,
    }),
  },
  'bad-request': {
    ko: (detail) => ({
      message: `요청을 읽을 수 없습니다${detail ? `: ${detail}` : ''}.`,
      hint: '편집기 화면을 새로 고친 뒤 다시 해 보세요.',
    }),
  },
  'body-too-large': {
    ko: () => ({ message: `보낸 내용이 너무 큽니다(${maxJsonBytes / 1024 / 1024} MB까지 받습니다).` }),
  },
  'not-found': { ko: (path) => ({ message: `편집기에 ${path} 주소는 없습니다.` }) },
  'internal-error': {
    ko: (detail) => ({
      message: `편집기 서버에 문제가 생겼습니다(${detail}). 파일은 바뀌지 않았습니다.`,
      hint: `다시 해 보고, 또 그러면 개발 담당자에게 이 문구를 알려 주세요.`,
    }),
  },
  'changed-on-disk': {
    ko: (file) => ({
      message: `저장하지 않았습니다. 편집기에서 불러온 뒤 다른 곳에서 ${file}이 바뀌어, 그 변경을 덮어쓰지 않도록 멈췄습니다.`,
      hint: `다시 불러오거나 차이를 확인하세요.`,
    }),
  },
  'document-unreadable': {
    ko: (detail) => ({
      message: `사이트 설정 파일을 읽을 수 없습니다(${detail}).`,
      hint: `파일이 옮겨지거나 지워지지 않았는지 확인하세요.`,
    }),
  },
  'preview-unavailable': {
    ko: (detail) => ({
      message: `사이트의 화면 코드를 불러오지 못해 미리보기를 그릴 수 없습니다(${detail}). 저장과 게시는 그대로 할 수 있습니다.`,
      hint: `src/를 고친 뒤 npm run edit를 다시 시작하세요.`,
    }),
  },
  'preview-read-only': {
    ko: () => ({ message: '미리보기는 보여 주기만 합니다.', hint: '문의 보내기 같은 일은 실제 사이트에서 해 보세요.' }),
  },
  'preview-not-ready': {
    ko: () => ({
      message: '미리보기를 아직 그리지 않았습니다.',
      hint: '편집기 화면에서 미리보기가 나타날 때까지 기다려 주세요.',
    }),
  },
  'no-file': { ko: () => ({ message: '올릴 이미지 파일이 없습니다.', hint: '파일을 골라 다시 올려 주세요.' }) },
  'bad-folder': {
    ko: (folder) => ({
      message: `이미지를 넣을 폴더 이름이 올바르지 않습니다: ${folder}.`,
      hint: `images/ 아래의 폴더 이름을 영문 소문자, 숫자, -로 쓰세요(예: instruments).`,
    }),
  },
  'image-too-large': {
    ko: () => ({
      message: `이미지가 너무 큽니다. ${maxImageBytes / 1024 / 1024} MB까지 올릴 수 있습니다.`,
      hint: `사진을 줄여 다시 올려 주세요.`,
    }),
  },
  'image-type': {
    ko: (name) => ({
      message: `${name}은(는) 올릴 수 있는 이미지가 아닙니다.`,
      hint: `JPEG, PNG, WebP, SVG 이미지만 올릴 수 있습니다.`,
    }),
  },
  'unreadable-image': {
    ko: (name) => ({
      message: `${name}을(를) 이미지로 읽을 수 없습니다. 파일이 깨졌을 수 있습니다.`,
      hint: `다시 저장해 올려 주세요.`,
    }),
  },
  'publish-unavailable': {
    ko: () => ({
      message: '이 폴더는 git 저장소가 아니어서 게시할 수 없습니다. 저장한 내용은 파일에 그대로 있습니다.',
    }),
  },
  'nothing-to-publish': { ko: () => ({ message: '게시할 변경이 없습니다.', hint: '저장한 뒤 다시 게시하세요.' }) },
  'publish-changed': {
    ko: () => ({
      message: '확인한 뒤에 저장이 있어 게시할 변경이 달라졌습니다. 아무것도 기록하지 않았습니다.',
      hint: '게시를 다시 눌러 바뀐 목록을 확인하세요.',
    }),
  },
  'git-identity': {
    ko: () => ({
      message: '게시 기록에 남길 이름과 이메일이 git에 설정되어 있지 않아 게시하지 못했습니다. 파일은 그대로 있습니다.',
      hint: '개발 담당자에게 git에 이름과 이메일을 설정해 달라고 하세요.',
    }),
  },
  'git-busy': {
    ko: () => ({
      message: '다른 git 작업이 진행 중이라 게시하지 못했습니다. 파일은 그대로 있습니다.',
      hint: '잠시 뒤 다시 게시하세요.',
    }),
  },
  'git-conflict': {
    ko: (detail) => ({
      message: `git 저장소가 병합 중이거나 충돌이 남아 있어 게시하지 못했습니다(${detail}). 파일은 그대로 있습니다.`,
      hint: `개발 담당자에게 충돌을 정리해 달라고 하세요.`,
    }),
  },
  'push-rejected': {
    ko: () => ({
      message:
        '사이트 파일의 공용 사본으로 보내지 못했습니다. 다른 곳에서 먼저 보낸 변경이 있어 공용 사본이 받지 않았습니다. 변경은 이 컴퓨터에만 기록되어 있고 사이트에는 아직 반영되지 않았습니다.',
      hint: '개발 담당자에게 공용 사본의 새 변경을 이 컴퓨터에 합쳐 달라고 한 뒤 다시 게시하세요.',
    }),
  },
  'push-refused': {
    ko: (reason) => ({
      message: `사이트 파일의 공용 사본이 이 변경을 받지 않았습니다(${reason}). 변경은 이 컴퓨터에만 기록되어 있고 사이트에는 아직 반영되지 않았습니다.`,
      hint: `개발 담당자에게 이 문구를 알려 주세요.`,
    }),
  },
  'push-auth': {
    ko: () => ({
      message:
        '사이트 파일의 공용 사본으로 보낼 권한을 확인하지 못했습니다(로그인 정보나 키가 없음). 변경은 이 컴퓨터에만 기록되어 있고 사이트에는 아직 반영되지 않았습니다.',
      hint: '개발 담당자에게 이 컴퓨터에서 공용 사본으로 보낼 수 있게(git push) 설정해 달라고 한 뒤 다시 게시하세요.',
    }),
  },
  'push-failed': {
    ko: (detail) => ({
      message: `사이트 파일의 공용 사본으로 보내지 못했습니다(${detail}). 변경은 이 컴퓨터에만 기록되어 있고 사이트에는 아직 반영되지 않았습니다.`,
      hint: `인터넷 연결을 확인하고 다시 게시하세요.`,
    }),
  },
  'git-failed': {
    ko: (detail) => ({
      message: `git이 실패해 게시하지 못했습니다(${detail}). 파일은 그대로 있습니다.`,
      hint: `개발 담당자에게 이 문구를 알려 주세요.`,
    }),
  },
};

/** The refusal's words, for an answer that carries more than a refusal does (a save's 409 carries the file as it is). */
export const refusalWords = <Code extends WordedRefusalCode>(code: Code, detail = ''): Message<Code> =>
  fillMessage(REFUSALS, code, detail, 'ko');

/** A refusal on its way to the page: thrown anywhere, answered by the app's error handler. */
export class Refusal extends Error {
  readonly status: number;
  readonly hint: string | undefined;
  /** An SVG refused: its words come from the SVG's own catalogue. */
  constructor(code: SvgRefusalCode, words: Words);
  constructor(code: WordedRefusalCode, detail?: string, commit?: string);
  constructor(
    readonly code: RefusalCode,
    detail: string | Words = '',
    /** Publish: the commit that was made before the push failed. */
    readonly commit?: string,
  ) {
    const words = typeof detail === 'string' && !isSvgCode(code) ? refusalWords(code, detail) : detail;
    super(typeof words === 'string' ? words : words.message);
    this.name = 'Refusal';
    this.status = statuses[code];
    this.hint = typeof words === 'string' ? undefined : words.hint;
  }

  get answer(): ErrorAnswer {
    const words = { code: this.code, message: this.message, ...(this.hint && { hint: this.hint }) };
    return this.commit ? { ...words, commit: this.commit } : words;
  }
}
