// Issues 9 and 20: the edited copy of site.json that content-edits.build.test.ts describes, built once by
// the suite's global setup, passes the site.json-driven checks that open every page, menu link and tab list with JavaScript too.
import { describe } from 'vitest';
import { editedSite } from '../fixtures/content-edits/edited-site';
import { useBuiltSite } from '../e2e/helpers/built-site';
import { definePageOpenChecks } from '../e2e/helpers/site-json-checks';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';

const { manifest: edited } = editedSite();
const site = useBuiltSite('editedDist');

describe('an edited copy of site.json', () => {
  for (const language of siteLanguages(edited)) {
    describe(`${language.name} pages`, () => definePageOpenChecks(edited, site, language.code));
  }
});
