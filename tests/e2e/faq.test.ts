// A FAQ section (tests/fixtures/rich-site/) in Chromium: its answers open without
// JavaScript, the page carries the same questions as FAQPage JSON-LD, and axe finds nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Faq, Paragraph, Text } from '../../src/manifest/site.gen';
import { en, ko } from '../helpers/manifestText';
import { useBuiltSite } from './helpers/built-site';
import { useWatchedPages } from './helpers/watched-pages';
import { readRichManifest } from './helpers/rich-site';
import { pageSettled } from './helpers/page-settled';
import { axeViolations } from './helpers/axe';

const manifest = readRichManifest();
const built = useBuiltSite();
const route = manifest.routes.find(({ page }) => page.sections.some((section) => section.type === 'faq'))!;
const faq = route.page.sections.find((section): section is Faq => section.type === 'faq')!;
const newPage = useWatchedPages(built);

/** Opens `path` in the file's reused tab, or without JavaScript in a context of its own. */
async function open(path: string, options: { javaScriptEnabled?: boolean; width?: number } = {}) {
  const page = await newPage(options);
  await page.goto(`${built.server.url}${path}`);
  return page;
}

/** The question's disclosure widget, found by the question it shows. */
const question = (current: Page, text: string) => current.locator('details').filter({ has: current.getByText(text) });

describe('a FAQ section', () => {
  it('opens and closes an answer with a click or the keyboard, without JavaScript, keeping its line breaks', async () => {
    const current = await open(route.path, { javaScriptEnabled: false, width: 390 });
    const first = faq.questions[0]!;
    const widget = question(current, ko(first.question));
    const answer = widget.locator('p');
    await expect(answer.isVisible()).resolves.toBe(false);
    await widget.locator('summary').click();
    await expect(answer.isVisible()).resolves.toBe(true);
    // innerText is what the visitor sees: a line break written in the answer is one on screen.
    await expect(answer.innerText()).resolves.toBe(ko(first.answer));
    await widget.locator('summary').press('Enter');
    await expect(answer.isVisible()).resolves.toBe(false);
    const second = question(current, ko(faq.questions[1]!.question));
    await second.locator('summary').focus();
    await current.keyboard.press('Space');
    await expect(second.locator('p').isVisible()).resolves.toBe(true);
  });

  it.each([
    [route.path, ko],
    [`/en${route.path}`, en],
  ] as const)(
    'writes its questions and answers on %s as FAQPage structured data in the page’s language',
    async (path, inLanguage: (text: Text | Paragraph) => string) => {
      const current = await open(path, { javaScriptEnabled: false });
      const blocks = await current.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks.map((block) => JSON.parse(block) as { '@type': string });
      expect(data.filter((entry) => entry['@type'] === 'FAQPage')).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faq.questions.map((entry) => ({
            '@type': 'Question',
            name: inLanguage(entry.question),
            acceptedAnswer: { '@type': 'Answer', text: inLanguage(entry.answer) },
          })),
        },
      ]);
    },
  );

  it.each([390, 1280])('has no axe violations at %i px, its answers open', async (width) => {
    const current = await open(route.path, { width });
    await pageSettled(current);
    const summaries = current.locator(`[id="${faq.id}"] summary`);
    for (let index = 0; index < faq.questions.length; index++) await summaries.nth(index).click();
    await expect(current.locator(`[id="${faq.id}"] details[open]`).count()).resolves.toBe(faq.questions.length);
    expect(await axeViolations(current, { include: `[id="${faq.id}"]` })).toEqual([]);
  });
});
