import { fillMessage, type Catalogue, type HintedWords } from '../../../messages/message';
import { MessageError } from '../../../messages/messageError';

interface EditorStartParams {
  'manifest-missing': { file: string };
  'public-missing': { folder: string };
  'port-in-use': { port: number };
}

/** Why `npm run edit` does not start, for staff (Korean); scripts/edit.ts prints the message, then the hint. */
export const EDITOR_START_MESSAGES: Catalogue<EditorStartParams, 'ko', HintedWords> = {
  'manifest-missing': {
    ko: ({ file }) => ({
      message: `사이트 설정 파일을 찾을 수 없습니다: ${file}`,
      hint: '--manifest로 파일을 알려 주세요. 예: npm run edit -- --manifest site.json',
    }),
  },
  'public-missing': {
    ko: ({ folder }) => ({
      message: `이미지 폴더를 찾을 수 없습니다: ${folder}`,
      hint: '--public으로 폴더를 알려 주세요. 예: npm run edit -- --public public',
    }),
  },
  'port-in-use': {
    ko: ({ port }) => ({
      message: `포트 ${port}을(를) 이미 다른 프로그램이 쓰고 있습니다(편집기를 이미 켜 두었을 수 있습니다).`,
      hint: `그 프로그램을 끄거나 npm run edit -- --port ${port + 1} 처럼 다른 포트를 고르세요.`,
    }),
  },
};

export const editorStartError = <Code extends keyof EditorStartParams>(code: Code, params: EditorStartParams[Code]) =>
  new MessageError(fillMessage(EDITOR_START_MESSAGES, code, params, 'ko'));
