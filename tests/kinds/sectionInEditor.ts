import { translationCompleteness } from '../../src/manifest';
import type { SiteManifest } from '../../src/manifest/site.gen';

// What the tests that show a section kind in the editor share beside tests/helpers' sectionOfType and renderItemForm:
// the editor knows no kind by name, so each finds its section and asks the editor's general parts.

/** The translation figures of the page at `path` for English, as the editor and `npm run validate` count them. */
export const englishFigures = (manifest: SiteManifest, path: string) =>
  translationCompleteness(manifest, 'ko')
    .pages.find((page) => page.path === path)!
    .languages.find((count) => count.code === 'en')!;
