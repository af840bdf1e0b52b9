import { overlayHtml } from '../dev/overlay';
import { devClientPath, type BuildFailure } from '../dev/protocol';

/** What a page served by `npm run dev` must show besides itself. */
export interface PageState {
  /** The good build the page comes from; null when there has been none. */
  build: string | null;
  /** Why the latest build failed; null when it succeeded. */
  failure: BuildFailure | null;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function insertBefore(html: string, index: number, markup: string): string {
  return index < 0 ? html + markup : html.slice(0, index) + markup + html.slice(index);
}

/** The live-reload script tag; its build id tells the script whether a `reload` event is news. */
export function devClientTag(build: string | null): string {
  return `<script src="${devClientPath}" data-build="${escapeAttribute(build ?? '')}" defer></script>`;
}

/**
 * A prerendered page as `npm run dev` serves it: with the live-reload script,
 * and with the overlay over it while the latest build failed. The overlay sits
 * outside the root element, so React hydrates the page beneath as usual.
 */
export function withDevClient(html: string, { build, failure }: PageState): string {
  const withScript = insertBefore(html, html.indexOf('</head>'), `  ${devClientTag(build)}\n  `);
  return failure
    ? insertBefore(withScript, withScript.lastIndexOf('</body>'), `${overlayHtml(failure, true)}\n`)
    : withScript;
}

/** The page served when there has never been a good build: nothing but the overlay. */
export function failurePage(failure: BuildFailure): string {
  return `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>빌드 실패 · npm run dev</title>
    ${devClientTag(null)}
  </head>
  <body>
    ${overlayHtml(failure, false)}
  </body>
</html>
`;
}
