import { measurePage, type PageBytes } from '../../scripts/bench/page-bytes';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';
import { sitePages } from '../../src/manifest/pages/sitePages';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { routeFile } from '../../src/siteBuild/build-site';
import { notFoundFile } from '../../src/siteServer/static/notFoundPage';

// Issue 8's budgets, in bytes as served (the build's .br, or the file itself when it has none). English pages meet the
// same budgets as Korean ones; every firm's site meets the lab's.
export const budgets = {
  /** One round trip: the page with its critical CSS inline. */
  html: 14_000,
  /** Every module a first visit loads, React included. */
  js: 90_000,
  /** Every weight of the font the pages of one language use. */
  fonts: 120_000,
};

export type MeasuredPage = PageBytes & { language: string };

/** Every page of every language of a built site, then each language's 404 page, with its language's code. */
export function measureSite(out: string, manifest: SiteManifest): Promise<MeasuredPage[]> {
  const languages = siteLanguages(manifest);
  const files = [
    ...sitePages(manifest).map((page) => [page.path, routeFile(page.path), page.language.code] as const),
    ...languages.map(
      (language) => [`404 (${language.code})`, notFoundFile(language, languages), language.code] as const,
    ),
  ];
  return Promise.all(
    files.map(async ([route, file, language]) => ({ ...(await measurePage(out, route, file)), language })),
  );
}

/** One line for each page over the budget, naming it, its bytes and the excess (empty when all fit). */
export function overBudget(pages: MeasuredPage[], kind: keyof typeof budgets): string[] {
  return pages
    .filter((page) => page.kinds[kind].brotli > budgets[kind])
    .map(
      (page) =>
        `${page.route}: ${page.kinds[kind].brotli} bytes, ${page.kinds[kind].brotli - budgets[kind]} over ${budgets[kind]}`,
    );
}
