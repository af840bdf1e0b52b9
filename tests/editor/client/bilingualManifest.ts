import { setAt } from '../../../src/editor/client/draft/jsonEdits';
import { pathOf } from '../../../src/editor/client/draft/jsonEdits';
import { textPlaces } from '../../../src/manifest/language/textPlaces';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

/**
 * The rich fixture in Korean and English, every text translated ("EN " and its
 * Korean) but those at `untranslated`, which keep their Korean string alone.
 */
export function bilingualManifest(untranslated: readonly string[] = []): SiteManifest {
  let manifest: SiteManifest = {
    ...richManifest(),
    languages: [
      { code: 'ko', name: '한국어', locale: 'ko_KR' },
      { code: 'en', name: 'English', locale: 'en_US' },
    ],
  };
  for (const place of textPlaces(manifest)) {
    if (untranslated.includes(place.pointer) || typeof place.value !== 'string') continue;
    manifest = setAt(manifest, pathOf(place.pointer), { ko: place.value, en: `EN ${place.value}` });
  }
  return manifest;
}
