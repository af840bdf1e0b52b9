// The real site.json, checked against its own build with expectations read from it:
// a content edit changes the expectations with the content, so it never turns this red.
// Each language's pages are checked in that language. Every page and menu link opens and hydrates cleanly, and
// every category sub-item shows its instruments' tabs; every-page-html.test.ts checks the rest, side by side with this.
import { describe } from 'vitest';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';
import { useBuiltSite } from './helpers/built-site';
import { readManifest } from './helpers/manifest';
import { definePageOpenChecks } from './helpers/site-json-checks';

const manifest = readManifest();
const site = useBuiltSite('siteDist');
for (const language of siteLanguages(manifest)) {
  describe(`${language.name} pages`, () => definePageOpenChecks(manifest, site, language.code));
}
