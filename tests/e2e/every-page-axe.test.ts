// The real site.json, checked against its own build: axe on every page of every language (notices' posts included) on
// a phone and a laptop, as tests/e2e/examples.test.ts checks every other firm's site.
import { describe } from 'vitest';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';
import { useBuiltSite } from './helpers/built-site';
import { defineEveryPageAxeChecks } from './helpers/every-page-axe';
import { readManifest } from './helpers/manifest';

const manifest = readManifest();
const site = useBuiltSite('siteDist');
for (const language of siteLanguages(manifest)) {
  describe(`${language.name} pages`, () => defineEveryPageAxeChecks(manifest, site, language.code));
}
