import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, expect, vi } from 'vitest';
import { renderPage, type RenderPageOptions } from '../../src/render/prerender';
import { hydrateIslands } from '../../src/islands/hydrateIslands';
import { hydratedAttribute, islandAttribute, readScriptJson, themeScriptId } from '../../src/islands/islandMarkup';
import type { SiteManifest, Theme } from '../../src/manifest/site.gen';
import { createSiteTheme } from '../../src/theme/siteTheme';
import { richManifest } from '../fixtures/rich-site/make-manifest';
import { openPage } from './pageLocation';

const assets = { script: '/assets/client.js', css: '' };
let roots: Root[] = [];
let added: Element[] = [];

/**
 * A page as a visitor's browser gets it: the document `renderPage` writes for
 * `path` (its path; the hash is the URL's), with its styles and the `js` class
 * its script sets, and then its islands hydrated by the client's own code,
 * each without a mismatch with the prerendered HTML.
 */
export async function renderIslandsPage(
  path: string,
  manifest: SiteManifest = richManifest(),
  options: RenderPageOptions = {},
): Promise<void> {
  const { pathname } = new URL(path, window.location.origin);
  const html = new DOMParser().parseFromString(renderPage(manifest, pathname, assets, options), 'text/html');
  added = [...html.head.querySelectorAll('style')].map((style) =>
    document.head.appendChild(document.importNode(style, true)),
  );
  document.body.innerHTML = html.body.innerHTML;
  document.documentElement.classList.add('js');
  openPage(path);
  servePages(manifest, options);

  const recoverableErrors: unknown[] = [];
  await act(async () => {
    const theme = createSiteTheme(readScriptJson(document.getElementById(themeScriptId)) as Theme);
    roots = await hydrateIslands(document.body, theme, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  const islands = [...document.querySelectorAll(`[${islandAttribute}]`)];
  expect(islands.filter((island) => !island.hasAttribute(hydratedAttribute))).toEqual([]);
  expect(recoverableErrors).toEqual([]);
}

/**
 * What the islands fetch (a category section's own page), answered as the
 * server would: the prerendered page, or 404. Tests read `fetch`'s calls.
 */
function servePages(manifest: SiteManifest, options: RenderPageOptions): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const { pathname } = new URL(input, window.location.origin);
      try {
        return new Response(renderPage(manifest, pathname, assets, options), {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      } catch {
        return new Response('', { status: 404 });
      }
    }),
  );
}

/** Unmounts the islands and empties the page; after each test, and between two pages in one. */
export function cleanupIslandsPage(): void {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  for (const element of added) element.remove();
  added = [];
  document.body.innerHTML = '';
  document.documentElement.classList.remove('js');
  vi.unstubAllGlobals();
}

afterEach(cleanupIslandsPage);
