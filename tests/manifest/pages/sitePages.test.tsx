import { describe, expect, it } from 'vitest';
import { renderPage, renderSitePages } from '../../../src/render/prerender';
import { findSitePage, sectionPagePath, sitePages } from '../../../src/manifest/pages/sitePages';
import { routePosts } from '../../../src/manifest/pages/noticePosts';
import { pathInLanguage } from '../../../src/manifest/language/languagePaths';
import { siteLanguages } from '../../../src/manifest/language/siteLanguages';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

const manifest = richManifest();
const assets = { script: '/assets/client.js', css: '' };

describe('sitePages', () => {
  it('lists, for each language from the default, every route, then each category page’s tabs after the first at route/tab and each notice post at route/slug', () => {
    const languages = siteLanguages(manifest);
    const paths = [
      ...manifest.routes.map((route) => route.path),
      ...manifest.routes.flatMap((route) => [
        ...(route.page.type === 'categoryPage'
          ? route.page.sections.slice(1).map((section) => `${route.path}/${section.id}`)
          : []),
        ...routePosts(route).map((post) => `${route.path}/${post.slug}`),
      ]),
    ];
    const expected = languages.flatMap((language) => paths.map((path) => pathInLanguage(path, language, languages)));
    expect(sitePages(manifest).map((page) => page.path)).toEqual(expected);
    expect(languages.length).toBe(2);
    expect(paths.length).toBeGreaterThan(manifest.routes.length);
  });

  it('puts every page of a language other than the default under its code, the home page at /<code>', () => {
    const english = sitePages(manifest).filter((page) => page.language.code === 'en');
    expect(english.map((page) => page.path)).toContain('/en');
    expect(english.every((page) => page.path === '/en' || page.path.startsWith('/en/'))).toBe(true);
  });

  it('gives a tab’s own page its route, section and language, and a route none', () => {
    const route = manifest.routes.find(
      (candidate) => candidate.page.type === 'categoryPage' && candidate.page.sections.length > 1,
    )!;
    if (route.page.type !== 'categoryPage') throw new Error('unreachable');
    const second = route.page.sections[1]!;
    const [korean, english] = siteLanguages(manifest);
    expect(findSitePage(manifest, `${route.path}/${second.id}`)).toEqual({
      path: `${route.path}/${second.id}`,
      route,
      section: second,
      language: korean,
    });
    expect(findSitePage(manifest, route.path)).toEqual({ path: route.path, route, language: korean });
    expect(findSitePage(manifest, `/en${route.path}/${second.id}`)).toEqual({
      path: `/en${route.path}/${second.id}`,
      route,
      section: second,
      language: english,
    });
    expect(findSitePage(manifest, `${route.path}/${route.page.sections[0]!.id}`)).toBeUndefined();
  });

  it('gives a notice post’s own page its route, post and language', () => {
    const route = manifest.routes.find((candidate) => routePosts(candidate).length > 0)!;
    const post = routePosts(route)[1]!;
    const [, english] = siteLanguages(manifest);
    expect(findSitePage(manifest, `/en${route.path}/${post.slug}`)).toEqual({
      path: `/en${route.path}/${post.slug}`,
      route,
      post,
      language: english,
    });
    expect(findSitePage(manifest, `${route.path}/no-such-post`)).toBeUndefined();
  });

  it('joins a tab to the home page without a double slash', () => {
    expect(sectionPagePath('/', 'surface')).toBe('/surface');
    expect(sectionPagePath('/tech', 'surface')).toBe('/tech/surface');
  });
});

describe('renderSitePages', () => {
  it('renders every page, each the same as the page rendered alone', () => {
    const documents = renderSitePages(manifest, assets);
    expect([...documents.keys()].sort()).toEqual(
      sitePages(manifest)
        .map((page) => page.path)
        .sort(),
    );
    for (const [path, html] of documents) expect(html, path).toBe(renderPage(manifest, path, assets));
  });
});

describe('a category page’s styles', () => {
  it('hold a rule for every class its later tabs’ content uses, which it fetches from their pages', () => {
    const documents = renderSitePages(manifest, assets);
    const tabs = sitePages(manifest).filter((page) => page.section);
    expect(tabs.length).toBeGreaterThan(0);
    for (const tab of tabs) {
      const categoryStyles = documents.get(tab.route.path)!.match(/<style>([\s\S]*?)<\/style>/)![1]!;
      const panel = documents.get(tab.path)!.split(`id="${tab.section!.id}"`)[1]!;
      // styled-components' sc-… component ids carry no rules of their own.
      const classes = new Set(
        [...panel.matchAll(/class="([^"]+)"/g)]
          .flatMap((match) => match[1]!.split(' '))
          .filter((name) => !name.startsWith('sc-')),
      );
      expect(classes.size, tab.path).toBeGreaterThan(0);
      for (const name of classes) expect(categoryStyles, `${tab.path}: .${name}`).toContain(`.${name}`);
    }
  });
});
