import { fieldRules, type FieldRule } from '../../inquiry/fieldRules';
import { siteLanguages } from '../../manifest/language/siteLanguages';
import type { SiteManifest } from '../../manifest/site.gen';
import { localize } from '../../render/localize';

/** The firm's fields as the form on a page in `languageCode` checks them: labels in that language. */
export function siteFieldRules(manifest: SiteManifest, languageCode: string): FieldRule[] {
  return fieldRules(localize(manifest.inquiryForm.fields, languageCode, siteLanguages(manifest)));
}

/** The same fields in the site's first language: the staff's, in which an inquiry keeps its labels. */
export const staffFieldRules = (manifest: SiteManifest): FieldRule[] =>
  siteFieldRules(manifest, siteLanguages(manifest)[0]!.code);
