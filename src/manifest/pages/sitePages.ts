import type { CategorySection, Language, NoticePost, Route, SiteManifest } from '../site.gen';
import { languageOfPath, pathInLanguage } from '../language/languagePaths';
import { siteLanguages } from '../language/siteLanguages';
import { routePosts } from './noticePosts';

/** One prerendered page: a route, one of a category page's later sections or a notice post on a page of its own, in one language. */
export interface SitePage {
  /** The page's address, with its language's prefix (`/en/analysis-equip/surface`). */
  path: string;
  route: Route;
  /** The category section this page shows in place of the first; the route's own page has none. */
  section?: CategorySection;
  /** The notice post this page shows in place of the route's sections (noticePosts.ts). */
  post?: NoticePost;
  language: Language;
}

/**
 * `/analysis-equip` + `surface` → `/analysis-equip/surface`. A category page's
 * HTML holds only its first section in full (one round trip on a phone); each
 * other section is a page of its own, which the browser fetches when that tab
 * is chosen and which a visitor without JavaScript follows as a link.
 */
export function sectionPagePath(routePath: string, sectionId: string): string {
  return `${routePath === '/' ? '' : routePath}/${sectionId}`;
}

/** The page of a category's section: the route itself for the first, its own page for the others. */
export function sectionPage(routePath: string, sections: readonly { id: string }[], index: number): string {
  return index === 0 ? routePath : sectionPagePath(routePath, sections[index]!.id);
}

type Languages = Pick<SiteManifest, 'languages'>;
type Routes = Pick<SiteManifest, 'routes' | 'languages'>;

/** A route's own page, then its tabs' pages and its notice posts' pages, in one language. */
export function routePages(route: Route, language: Language, manifest: Languages): SitePage[] {
  const languages = siteLanguages(manifest);
  const at = (path: string) => pathInLanguage(path, language, languages);
  const tabs = route.page.type === 'categoryPage' ? route.page.sections.slice(1) : [];
  return [
    { path: at(route.path), route, language },
    ...tabs.map((section) => ({ path: at(sectionPagePath(route.path, section.id)), route, section, language })),
    ...routePosts(route).map((post) => ({ path: at(sectionPagePath(route.path, post.slug)), route, post, language })),
  ];
}

/**
 * Every page the build writes (the 404 pages aside): for each language, the
 * default first, the routes in the manifest's order, then the tabs' and posts' own pages.
 */
export function sitePages(manifest: Routes): SitePage[] {
  return siteLanguages(manifest).flatMap((language) => {
    const pages = manifest.routes.map((route) => routePages(route, language, manifest));
    return [...pages.map((own) => own[0]!), ...pages.flatMap((own) => own.slice(1))];
  });
}

export function findSitePage(manifest: Routes, path: string): SitePage | undefined {
  const { language } = languageOfPath(path, siteLanguages(manifest));
  return sitePages(manifest).find((page) => page.path === path && page.language.code === language.code);
}

/** The same page in every language of the site (hreflang, the sitemap, the language switch). */
export function pageInLanguages(
  page: Pick<SitePage, 'route' | 'section' | 'post'>,
  manifest: Languages,
): { language: Language; path: string }[] {
  const languages = siteLanguages(manifest);
  const own = page.section?.id ?? page.post?.slug;
  const path = own === undefined ? page.route.path : sectionPagePath(page.route.path, own);
  return languages.map((language) => ({ language, path: pathInLanguage(path, language, languages) }));
}
