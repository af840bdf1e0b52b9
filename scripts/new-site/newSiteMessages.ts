import { fillMessage, type Catalogue, type HintedWords } from '../../src/messages/message';
import { MessageError } from '../../src/messages/messageError';

interface NewSiteParams {
  'folder-missing': { starters: string[] };
  'unknown-starter': { name: string; starters: string[] };
  'folder-not-empty': { folder: string };
}

const usage = (starters: string[]) => `npm run new-site -- <새 폴더> --from <${starters.join('|')}>`;

/** Why `npm run new-site` made nothing, for a site author (Korean). */
export const NEW_SITE_MESSAGES: Catalogue<NewSiteParams, 'ko', HintedWords> = {
  'folder-missing': {
    ko: ({ starters }) => ({
      message: '새 사이트를 만들 폴더를 알려 주지 않았습니다.',
      hint: `예: ${usage(starters)}`,
    }),
  },
  'unknown-starter': {
    ko: ({ name, starters }) => ({
      message: `'${name}'(이)라는 예시 사이트가 없습니다. 있는 예시: ${starters.join(', ')}`,
      hint: `--from에 그중 하나를 적으세요. 예: ${usage(starters)}`,
    }),
  },
  'folder-not-empty': {
    ko: ({ folder }) => ({
      message: `${folder} 폴더가 이미 있고 비어 있지 않습니다. 그 안의 파일은 건드리지 않았습니다.`,
      hint: '없는 폴더 이름이나 빈 폴더를 고르세요.',
    }),
  },
};

export const newSiteError = <Code extends keyof NewSiteParams>(code: Code, params: NewSiteParams[Code]) =>
  new MessageError(fillMessage(NEW_SITE_MESSAGES, code, params, 'ko'));
