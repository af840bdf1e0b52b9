import type { SiteManifest } from '../../../src/manifest/site.gen';
import { inKoreanAndEnglish } from '../../fixtures/bilingual/inKoreanAndEnglish';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

/** The rich fixture in Korean and English, every text translated but those at `untranslated`. */
export const bilingualManifest = (untranslated: readonly string[] = []): SiteManifest => inKoreanAndEnglish(richManifest(), untranslated);
