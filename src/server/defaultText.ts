import { plainText, textIn } from '../manifest/language/localText';
import { defaultLanguage, siteLanguages } from '../manifest/language/siteLanguages';
import type { SiteManifest, Text } from '../manifest/site.gen';

/** A text of site.json in the site's default language: for staff, logs and mail, which no visitor's page decides. */
export function defaultText(manifest: Pick<SiteManifest, 'languages'>, text: Text): string {
  return plainText(textIn(text, defaultLanguage(manifest).code, siteLanguages(manifest)));
}
