// Every site of examples/ (a firm's own site.json and public/, no code of its own), built by the suite's set-up and
// checked as the lab's site is (every-page-html, every-page-opens): with expectations read from its own manifest, each
// language's pages without JavaScript and with it, plus axe on every page on a phone and a laptop. A new example is
// checked as soon as its folder is there.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';
import { sitePages } from '../../src/manifest/pages/sitePages';
import { exampleSites } from '../../scripts/new-site/exampleSites';
import { budgets, measureSite, overBudget } from '../helpers/pageBudgets';
import { axeViolations } from './helpers/axe';
import { useBuiltSite } from './helpers/built-site';
import { readManifest } from './helpers/manifest';
import { gotoSettled } from './helpers/page-settled';
import { watchedPage } from './helpers/reused-tab';
import { defineHtmlChecks, definePageOpenChecks } from './helpers/site-json-checks';

const examples = exampleSites();

/**
 * A stacked page lays out its sections below the first only as they near the screen (content-visibility: auto); axe
 * would take the colours behind the text of a section not laid out from whatever is there (the footer), and report
 * contrast the visitor never sees. Set through the CSSOM, which the pages' Content-Security-Policy allows.
 */
const layOutEverySection = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('main *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });

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

      it.each([390, 1280])('every page, notices’ posts included, has no axe violations at %i px', async (width) => {
        const { page, problems, close } = await watchedPage(site.browser, { width, height: 800 }, site.server.url);
        try {
          for (const { path } of sitePages(manifest).filter((entry) => entry.language.code === language.code)) {
            await gotoSettled(page, site.server.url + path);
            await layOutEverySection(page);
            expect(await axeViolations(page), path).toEqual([]);
          }
          expect(problems).toEqual([]);
        } finally {
          await close();
        }
      });
    });
  }
});
