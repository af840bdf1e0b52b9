// @ts-check
// What the plain-JavaScript launchers tell the operator when they cannot go on: `npm start`, its
// supervisor, the release switch and `npm run inquiries` before the CLI itself loads. The one message
// shape of src/messages/message.ts (a stable code, what happened, what to do), written in JavaScript
// with JSDoc types because these files run on a production machine without TypeScript; the launch
// folder ships whole, so this file goes with them.

/**
 * The facts each code's words take.
 * @typedef {{
 *   'server-build-missing': { serverEntry: string, out: string },
 *   'cli-build-missing': { bundled: string },
 *   'release-server-failed': { id: string, exit: string | number, activeId: string },
 *   'release-packages-failed': { id: string },
 *   'releases-none': { releasesDir: string },
 *   'release-missing': { dir: string },
 *   'release-without-lock': { id: string },
 *   'use-release-usage': Record<string, never>,
 * }} LaunchParams
 */

/** @typedef {keyof LaunchParams} LaunchCode */

/**
 * One entry per code, its words in the language the operator reads (Korean).
 * The one shape's Catalogue type (src/messages/message.ts; a type only, nothing TypeScript runs here).
 * @type {import('../../messages/message').Catalogue<LaunchParams, 'ko'>}
 */
export const LAUNCH_MESSAGES = {
  'server-build-missing': {
    ko: ({ serverEntry, out }) => ({
      message: `빌드 결과(${serverEntry})가 없습니다.`,
      hint: `개발 도구가 있는 기계에서 npm run build를 한 뒤 ${out}-releases/를 함께 옮기세요(docs/deploy.md).`,
    }),
  },
  'cli-build-missing': {
    ko: ({ bundled }) => ({
      message: `빌드된 문의 관리 명령(${bundled})이 없습니다.`,
      hint: '개발 도구가 있는 기계에서 npm run build를 한 뒤 dist-releases/를 함께 옮기세요(docs/deploy.md).',
    }),
  },
  'release-server-failed': {
    ko: ({ id, exit, activeId }) => ({
      message: `릴리스 ${id}의 서버가 시작하지 못했습니다(종료 코드 ${exit}). 지금의 릴리스 ${activeId}로 계속 서비스합니다.`,
      hint: '위의 기록에서 이유를 찾아 고친 뒤 릴리스를 다시 바꾸세요(docs/deploy.md 11절).',
    }),
  },
  'release-packages-failed': {
    ko: ({ id }) => ({
      message: `${id}의 런타임 패키지를 설치하지 못했습니다. 지금 릴리스는 바뀌지 않았습니다.`,
      hint: '위의 npm 오류를 보세요. 컴파일 도구가 없으면 apt-get install -y python3 make g++ (docs/deploy.md 2절).',
    }),
  },
  'releases-none': {
    ko: ({ releasesDir }) => ({
      message: `${releasesDir}에 릴리스가 없습니다.`,
      hint: '빌드한 릴리스를 풀어 넣으세요(docs/deploy.md 3절).',
    }),
  },
  'release-missing': {
    ko: ({ dir }) => ({
      message: `${dir}에 릴리스가 없습니다.`,
      hint: 'node src/siteServer/launch/use-release.mjs 로 있는 릴리스를 보세요.',
    }),
  },
  'release-without-lock': {
    ko: ({ id }) => ({
      message: `${id}에 package-lock.json이 없습니다. 이 방법을 쓰기 전의 빌드입니다.`,
      hint: '지금 버전으로 다시 빌드해 옮기세요.',
    }),
  },
  'use-release-usage': {
    ko: () => ({ message: '사용법: node src/siteServer/launch/use-release.mjs [릴리스]   (릴리스 없이: 목록)' }),
  },
};

/**
 * The code's words filled with the facts of the moment, beside its code.
 * @template {LaunchCode} Code
 * @param {Code} code
 * @param {LaunchParams[Code]} params
 * @returns {import('../../messages/message').Message<Code>}
 */
export function launchMessage(code, params) {
  return { ...LAUNCH_MESSAGES[code].ko(params), code };
}
