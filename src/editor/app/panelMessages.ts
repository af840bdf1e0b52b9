import { fillMessage, sentence, type Catalogue, type NoParams } from '../../messages/message';

const startEditor = 'npm run edit가 켜져 있는지 확인하세요.';

interface PanelMessageParams {
  /** The editor's server did not answer at all. */
  'server-unreachable': NoParams;
  'save-unreachable': NoParams;
  'preview-unreachable': NoParams;
  'images-unavailable': NoParams;
  /** The server answered an error without the ErrorAnswer the contract names. */
  'server-status': { status: number };
  'save-status': { status: number };
  /** The file on disk is not a manifest the editor can open: `problem` is the validator's first. */
  'document-unreadable': { fileName: string; problem: string };
  /** Nothing saved: `count` fields to fix, the first opened. */
  'save-refused': { count: number };
  'save-invalid': { count: number };
  'nothing-to-publish': NoParams;
}

/** What the editor's page says itself, beside the server's refusals (src/editor/app/api/refusals.ts): Korean, for staff. */
export const PANEL_MESSAGES: Catalogue<PanelMessageParams, 'ko'> = {
  'server-unreachable': { ko: () => ({ message: '편집기 서버에 연결하지 못했습니다.', hint: startEditor }) },
  'save-unreachable': { ko: () => ({ message: '편집기 서버에 연결하지 못해 저장하지 못했습니다.' }) },
  'preview-unreachable': {
    ko: () => ({ message: '편집기 서버에 연결하지 못해 미리보기를 그리지 못했습니다.', hint: startEditor }),
  },
  'images-unavailable': { ko: () => ({ message: '이미지 목록을 불러오지 못했습니다.' }) },
  'server-status': { ko: ({ status }) => ({ message: `서버가 ${status} 오류로 답했습니다.` }) },
  'save-status': { ko: ({ status }) => ({ message: `저장하지 못했습니다(서버 응답 ${status}).` }) },
  'document-unreadable': {
    ko: ({ fileName, problem }) => ({
      message: `${fileName}을(를) 읽을 수 없습니다: ${problem}`,
      hint: '텍스트 편집기로 고친 뒤 다시 여세요.',
    }),
  },
  'save-refused': {
    ko: ({ count }) => ({ message: `저장하지 않았습니다. 고칠 곳이 ${count}개 있어 첫 번째 칸으로 옮겼습니다.` }),
  },
  'save-invalid': {
    ko: ({ count }) => ({ message: '저장하지 않았습니다.', hint: `문제 ${count}개를 먼저 고치세요.` }),
  },
  'nothing-to-publish': { ko: () => ({ message: '게시할 변경이 없습니다.' }) },
};

export type PanelCode = keyof PanelMessageParams;

/** The message as the page shows it, in one line. */
export const panelMessage = <Code extends PanelCode>(code: Code, params: PanelMessageParams[Code]) =>
  fillMessage(PANEL_MESSAGES, code, params, 'ko');

export const panelSentence = <Code extends PanelCode>(code: Code, params: PanelMessageParams[Code]): string =>
  sentence(panelMessage(code, params));
