import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { collectPageProblems, watchPageProblems } from './page-problems';
import { emptyTab } from './page-settled';

type Viewport = { width: number; height: number };

const contexts = new WeakMap<Browser, BrowserContext>();
const tabs = new WeakMap<BrowserContext, Page>();
/** The problems watch of each tab that watchedTab opened, stopped when the tab is emptied for the next test. */
const watches = new WeakMap<Page, { stop(): void }>();
/** The size a context gave its tab, which a test may have changed since. */
const contextSizes = new WeakMap<BrowserContext, Viewport>();

/**
 * The one tab a test file's connection reuses, emptied of what the test before left: its routes, permissions,
 * cookies, other tabs (a link opened in a new one), its size, emulated media, and what the pages kept in the browser
 * (localStorage and sessionStorage: the site's kept tab choice and web-font flag, the editor's draft, which the editor
 * writes as it is left). A context of its own per test cost Chromium a new renderer and a fresh compile of the page's
 * scripts: about half a second of processor time for a page of the site, more than a second for the editor and its
 * preview.
 */
export async function emptiedTab(
  browser: Browser,
  viewport: Viewport,
  options: { writesStorageOnLeaving?: boolean } = {},
): Promise<Page> {
  let context = contexts.get(browser);
  if (!context) {
    context = await browser.newContext({ viewport });
    contexts.set(browser, context);
  }
  return emptiedTabOf(context, viewport, options);
}

/** As emptiedTab, in a context of the caller's (a phone's, one with touch), at `viewport` or the context's own size. */
export async function emptiedTabOf(
  context: BrowserContext,
  viewport?: Viewport,
  { writesStorageOnLeaving = false } = {},
): Promise<Page> {
  const kept = tabs.get(context);
  if (!kept || kept.isClosed()) {
    const page = await context.newPage();
    tabs.set(context, page);
    const own = page.viewportSize();
    if (own) contextSizes.set(context, own);
    if (viewport) await page.setViewportSize(viewport);
    return page;
  }
  watches.get(kept)?.stop();
  watches.delete(kept);
  // The origins of the page and its frames, as the test before left them.
  const origins = new Set(
    kept
      .frames()
      .map((frame) => frame.url())
      .filter((address) => address.startsWith('http'))
      .map((address) => new URL(address).origin),
  );
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== kept)
      .map((other) => other.close()),
  );
  await Promise.all([
    kept.unrouteAll(),
    context.unrouteAll(),
    context.clearPermissions(),
    context.clearCookies(),
    kept.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null }),
  ]);
  // The site's pages write their storage as things happen, never on leaving: emptied in place, then left.
  const clearedInPlace =
    !writesStorageOnLeaving &&
    (
      await Promise.all(
        kept
          .frames()
          .filter((frame) => frame.url().startsWith('http'))
          .map((frame) =>
            frame
              .evaluate(() => (localStorage.clear(), sessionStorage.clear()))
              .then(
                () => true,
                () => false,
              ),
          ),
      )
    ).every(Boolean);
  await emptyTab(kept);
  const size = viewport ?? contextSizes.get(context);
  if (size) await kept.setViewportSize(size);
  if (clearedInPlace) return kept;
  for (const origin of origins) {
    // An empty page of that origin, so its storage can be emptied without a page of it reading it first.
    await kept.route(`${origin}/`, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
    await kept.goto(`${origin}/`);
    await kept.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await kept.unrouteAll();
  }
  await emptyTab(kept);
  return kept;
}

/**
 * The reused tab (see emptiedTab), with what should never happen on a page of `origin` (see watchPageProblems)
 * collected from now until the tab is emptied for the next test.
 */
export async function watchedTab(
  browser: Browser,
  viewport: Viewport,
  origin: string,
): Promise<{ page: Page; problems: string[] }> {
  const page = await emptiedTab(browser, viewport);
  const watch = watchPageProblems(page, origin);
  watches.set(page, watch);
  return { page, problems: watch.problems };
}

/** A page with its problems watched, and what ends it when the test is done with it. */
export interface WatchedPage {
  page: Page;
  problems: string[];
  close(): Promise<void>;
}

/**
 * A page at `viewport` with what should never happen on a page of `origin` watched: the reused tab (see watchedTab)
 * when `options` asks nothing else of its context, otherwise a page in a context of its own (touch, a phone, reduced
 * motion, no JavaScript), which `close` closes. The reused tab's `close` leaves it for the next test to empty.
 */
export async function watchedPage(
  browser: Browser,
  viewport: Viewport,
  origin: string,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  if (Object.keys(options).length === 0)
    return { ...(await watchedTab(browser, viewport, origin)), close: async () => {} };
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  return { page, problems: collectPageProblems(page, origin), close: () => context.close() };
}
