// The suite's axe helper (helpers/axe.ts) puts axe's per-frame parts together itself: it must still find what axe
// finds in the page and in a frame of another origin, and keep to the part of the page it is asked about.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeResults, axeViolations } from './helpers/axe';
import { connectChromium } from './helpers/browser';

const documentWith = (body: string) =>
  `<!doctype html><html lang="ko"><head><title>검사</title></head><body><main>${body}</main></body></html>`;

/** Two made-up origins answered by the tab itself: the page, and a frame of another origin inside it. */
const documents: Record<string, string> = {
  'http://page.test/': documentWith(
    '<h1>장비</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="no-alt">' +
      '<section id="clean"><p>분석 안내</p></section><iframe src="http://frame.test/" title="미리 보기"></iframe>',
  ),
  'http://frame.test/': documentWith('<a href="/x" id="empty-link"></a>'),
};

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await connectChromium();
  page = await (await browser.newContext()).newPage();
  await page.route('http://*.test/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: documents[route.request().url()] ?? '' }),
  );
  await page.goto('http://page.test/');
  await page.frameLocator('iframe').locator('#empty-link').waitFor({ state: 'attached' });
});

afterAll(() => browser?.close());

describe('axeViolations', () => {
  it('finds a violation in the page and one in a frame of another origin', async () => {
    const violations = await axeViolations(page);
    expect(violations.some((line) => line.startsWith('image-alt') && line.includes('#no-alt'))).toBe(true);
    expect(violations.some((line) => line.startsWith('link-name') && line.includes('#empty-link'))).toBe(true);
  });

  it('keeps to the part it is given, and leaves out what it is told to', async () => {
    expect(await axeViolations(page, { include: '#clean' })).toEqual([]);
    const withoutFrame = await axeViolations(page, { exclude: 'iframe' });
    expect(withoutFrame.some((line) => line.startsWith('image-alt'))).toBe(true);
    expect(withoutFrame.some((line) => line.startsWith('link-name'))).toBe(false);
  });

  it('reports the same rules as axe.run in the page itself', async () => {
    const ours = await axeResults(page, { exclude: 'iframe' });
    const direct = await page.evaluate(() => window.axe.run({ exclude: ['iframe'] }));
    const ids = (results: { violations: { id: string }[] }) => results.violations.map((violation) => violation.id);
    expect(ids(ours)).toEqual(ids(direct));
  });
});
