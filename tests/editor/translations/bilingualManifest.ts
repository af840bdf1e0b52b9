import type { SiteManifest } from '../../../src/manifest/site.gen';
import { withoutTranslation } from '../../fixtures/bilingual/untranslated';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

/** The rich fixture, in Korean and English, with the texts at `untranslated` in Korean alone. */
export const bilingualManifest = (untranslated: readonly string[] = []): SiteManifest =>
  withoutTranslation(richManifest(), untranslated);
