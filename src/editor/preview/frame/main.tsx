// The preview frame's script (bundled by src/editor/preview/api/previewFrameBundle.ts, never part of
// dist/): the site's islands, as src/islands/client.tsx starts them, and the frame's side of the
// editor's preview: links kept in the preview, clicks that open fields, outlines, drags, redraws.
import type { Theme } from '../../../manifest/site.gen';
import { showWebFont } from '../../../document/showWebFont';
import { createSiteTheme } from '../../../theme/siteTheme';
import { hydrateIslands } from '../../../islands/hydrateIslands';
import { readScriptJson, themeScriptId } from '../../../islands/islandMarkup';
import { handleSamePageLinks } from '../../../islands/navigation';
import { dragToReorder } from './dragReorder';
import { editorChannel } from './editorChannel';
import { outlineValue, reportEditClicks } from './editPlaces';
import { keepLinksInPreview, refuseForms } from './frameLinks';
import { addFrameStyles } from './frameStyles';
import { pageUpdates, readFrameConfig } from './pageUpdates';
import { selectTab } from './selectTab';

const editor = editorChannel(readFrameConfig(document).editors);
addFrameStyles(document);
showWebFont(document);
handleSamePageLinks();
keepLinksInPreview(document);
refuseForms(window);
reportEditClicks(document, editor);
dragToReorder(document, editor);

let outlined: string | null = null;
// React error 424: an island got an update (the kept view puts its tab or section back, the hash
// changes) before its sliced hydration ended, so React drew it afresh instead, which is what a redraw
// wants anyway. Any other recoverable error (a hydration mismatch) is still reported as the site would.
const hydration = {
  onRecoverableError(error: unknown) {
    if (error instanceof Error && /\b424\b/.test(error.message))
      console.warn('Preview: an island was drawn afresh instead of hydrated.', error.message);
    else reportError(error);
  },
};
// The theme is read again with each redraw: its colours may be what changed. A page without islands has none.
const hydrate = async () => {
  const theme = readScriptJson(document.getElementById(themeScriptId)) as Theme | null;
  return theme ? hydrateIslands(document, createSiteTheme(theme), hydration) : [];
};
const report = () =>
  editor.post({
    type: 'shown',
    path: window.location.pathname,
    hash: window.location.hash,
    version: updates.version(),
  });
const updates = pageUpdates(document, hydrate, () => {
  outlineValue(document, outlined, false);
  report();
});

editor.listen((message) => {
  if (message.type === 'update') void updates.update(message.version);
  else if (message.type === 'scrollTo') {
    document.getElementById(message.elementId)?.scrollIntoView({ block: 'start' });
    if (message.tab) void selectTab(document, message.tab);
  } else {
    outlined = message.pointer;
    outlineValue(document, outlined, true);
  }
});
window.addEventListener('hashchange', report);
report();
