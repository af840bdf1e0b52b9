// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../src/render/prerender';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { richManifest } from '../fixtures/rich-site/make-manifest';
import { en, ko } from '../helpers/manifestText';

const assets = { script: '/assets/client.js', css: '' };

/** The rich fixture in Korean and English: the inner page's banner translated, the skip link Korean only. */
function bilingual(inProgress: boolean): SiteManifest {
  const manifest = richManifest();
  manifest.languages = [
    { code: 'ko', name: '한국어', locale: 'ko_KR' },
    { code: 'en', name: 'English', locale: 'en_US', ...(inProgress ? { inProgress } : {}) },
  ];
  manifest.labels.languageSwitch = { ko: '언어', en: 'Language' };
  const route = manifest.routes.find((candidate) => candidate.page.type === 'stackedPage')!;
  if (route.page.type !== 'stackedPage') throw new Error('unreachable');
  route.page.banner!.title = { ko: ko(route.page.banner!.title), en: 'About the lab' };
  manifest.labels.skipToContent = ko(manifest.labels.skipToContent);
  return manifest;
}

const page = (manifest: SiteManifest, path: string) =>
  new DOMParser().parseFromString(renderPage(manifest, path, assets), 'text/html');
const innerPath = (manifest: SiteManifest) => manifest.routes.find((route) => route.page.type === 'stackedPage')!.path;

describe('a page in another language', () => {
  it('is in English at /en/…, with English texts and links to the English pages', () => {
    const manifest = bilingual(true);
    const document = page(manifest, `/en${innerPath(manifest)}`);
    expect(document.documentElement.lang).toBe('en');
    const route = manifest.routes.find((candidate) => candidate.path === innerPath(manifest))!;
    if (route.page.type !== 'stackedPage') throw new Error('unreachable');
    expect(document.querySelector('h1')?.textContent).toBe(en(route.page.banner!.title));
    const menuLinks = [...document.querySelectorAll<HTMLAnchorElement>('header nav a[data-group-link]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(menuLinks.length).toBeGreaterThan(0);
    expect(menuLinks.every((href) => href === '/en' || href!.startsWith('/en/'))).toBe(true);
  });

  it('marks a text not yet translated with the language it is in', () => {
    const manifest = bilingual(true);
    const document = page(manifest, `/en${innerPath(manifest)}`);
    const skip = document.querySelector('body > a, a[href="#_main"]');
    expect(skip?.querySelector('span')?.getAttribute('lang')).toBe('ko');
    expect(skip?.textContent).toBe(ko(manifest.labels.skipToContent));
  });

  it('links the same page in the other language from the header, and keeps the Korean page at its address', () => {
    const manifest = bilingual(false);
    const document = page(manifest, innerPath(manifest));
    expect(document.documentElement.lang).toBe('ko');
    const other = document.querySelector<HTMLAnchorElement>('header a[hreflang="en"]');
    expect(other?.getAttribute('href')).toBe(`/en${innerPath(manifest)}`);
  });
});
