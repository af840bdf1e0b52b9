// Every site of examples/ (a firm's own site.json and public/, no code of its own), built by the suite's set-up and
// checked as the lab's site is (every-page-html, every-page-opens, every-page-axe): with expectations read from its own
// manifest, each language's pages without JavaScript and with it, axe on every page on a phone and a laptop, and the
// lab's byte budgets. A new example is checked as soon as its folder is there.
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';
import { exampleSites } from '../../scripts/new-site/exampleSites';
import { budgets, measureSite, overBudget } from '../helpers/pageBudgets';
import { useBuiltSite } from './helpers/built-site';
import { defineEveryPageAxeChecks } from './helpers/every-page-axe';
import { readManifest } from './helpers/manifest';
import { defineHtmlChecks, definePageOpenChecks } from './helpers/site-json-checks';

const examples = exampleSites();

it('has at least two firms’ sites besides the lab’s', () => {
  expect(examples.length).toBeGreaterThanOrEqual(2);
});

describe.each(examples)('examples/$name', (example) => {
  const manifest = readManifest(example.manifest);
  const dist = () => join(inject('examplesDist'), example.name);
  const site = useBuiltSite(dist);

  it(`sends every page in ${budgets.html} bytes of brotli HTML and ${budgets.js} of JavaScript, as the lab's`, async () => {
    const pages = await measureSite(dist(), manifest);
    expect(pages.length).toBeGreaterThan(siteLanguages(manifest).length);
    expect([...overBudget(pages, 'html'), ...overBudget(pages, 'js')]).toEqual([]);
  });

  for (const language of siteLanguages(manifest)) {
    describe(`${language.name} pages`, () => {
      defineHtmlChecks(manifest, site, language.code);
      definePageOpenChecks(manifest, site, language.code);
      defineEveryPageAxeChecks(manifest, site, language.code);
    });
  }
});
