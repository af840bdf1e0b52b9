import type { EditorBundle } from './editorBundle';
import { editorScriptPath } from './editorBundle';

/** The page `npm run edit` opens: an empty root the bundled editor draws into. */
export function editorShell(bundle: EditorBundle, fontCss: string): string {
  const links = bundle.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n    ');
  return `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>사이트 편집기</title>
    <style>${fontCss}</style>
    ${links}
    <script type="module" src="${editorScriptPath}"></script>
  </head>
  <body>
    <div id="editor-root"></div>
  </body>
</html>
`;
}
