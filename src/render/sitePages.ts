import type { CategorySection, Route, SiteManifest } from '../manifest/site.gen';

/** One prerendered page: a route, or one of a category page's later sections on a page of its own. */
export interface SitePage {
  path: string;
  route: Route;
  /** The category section this page shows in place of the first; the route's own page has none. */
  section?: CategorySection;
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

/** A route's category tabs after the first, each on its page. */
function tabPages(route: Route): SitePage[] {
  if (route.page.type !== 'categoryPage') return [];
  return route.page.sections.slice(1).map((section) => ({ path: sectionPagePath(route.path, section.id), route, section }));
}

/** A route's own page, then its tabs' pages. */
export function routePages(route: Route): SitePage[] {
  return [{ path: route.path, route }, ...tabPages(route)];
}

/** Every page the build writes (the 404 page aside), routes first in the manifest's order. */
export function sitePages(manifest: Pick<SiteManifest, 'routes'>): SitePage[] {
  return [...manifest.routes.map((route): SitePage => ({ path: route.path, route })), ...manifest.routes.flatMap(tabPages)];
}

export function findSitePage(manifest: Pick<SiteManifest, 'routes'>, path: string): SitePage | undefined {
  return sitePages(manifest).find((page) => page.path === path);
}
