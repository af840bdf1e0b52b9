// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import { CategoryTabs } from '../../src/kinds/categoryPage/CategoryTabs';
import { defineIsland } from '../../src/islands/defineIsland';
import { hydrateIslands } from '../../src/islands/hydrateIslands';
import { renderPage } from '../../src/render/prerender';
import { hydratedAttribute, islandAttribute, readScriptJson, themeScriptId } from '../../src/islands/islandMarkup';
import { editPlaceAttribute } from '../../src/render/editPlace';
import type { Theme } from '../../src/manifest/site.gen';
import { createSiteTheme } from '../../src/theme/siteTheme';
import { richManifest } from '../fixtures/rich-site/make-manifest';
import { openPage } from '../helpers/pageLocation';

const theme = createSiteTheme(richManifest().theme);
const CategoryTabsIsland = defineIsland('categoryTabs', CategoryTabs);
const sections = [
  { id: 'elemental', label: '원소분석' },
  { id: 'thermal', label: '열분석' },
];

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  cleanup();
  document.body.innerHTML = '';
});

it('hydrates each island from its own props, and leaves the page around it alone', async () => {
  document.body.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <p id="static">정적인 글</p>
      <CategoryTabsIsland
        path="/tech"
        label="분석기술"
        sections={sections}
        slots={[<p key="1">원소 내용</p>, <p key="2">열 내용</p>]}
      />
    </ThemeProvider>,
  );
  const staticText = document.getElementById('static')!;
  openPage('/tech#thermal');
  const recoverable = vi.fn();
  await act(async () => {
    roots = await hydrateIslands(document.body, theme, { onRecoverableError: recoverable });
  });

  expect(roots).toHaveLength(1);
  expect(recoverable).not.toHaveBeenCalled();
  expect(document.querySelector('[data-island="categoryTabs"]')?.hasAttribute(hydratedAttribute)).toBe(true);
  expect(document.getElementById('static')).toBe(staticText);
  // Live: the hash the page opened with picks the sub-item, which the prerender could not know.
  const panels = [...document.querySelectorAll<HTMLElement>('[data-active]')];
  expect(panels.map((panel) => [panel.id, panel.dataset.active, panel.textContent])).toEqual([
    ['elemental', 'false', '원소 내용'],
    ['thermal', 'true', '열 내용'],
  ]);
  expect(document.querySelector('a[aria-current="page"]')?.textContent).toBe('열분석');
});

it('hydrates an island at once when it is clicked before its turn, and does not lose the click', async () => {
  const page = new DOMParser().parseFromString(
    renderPage(richManifest(), '/', { script: '/assets/client.js', css: '' }),
    'text/html',
  );
  document.body.innerHTML = page.body.innerHTML;
  openPage('/');
  const pageTheme = createSiteTheme(readScriptJson(page.getElementById(themeScriptId)) as Theme);
  // Outside act: the islands' hydration is scheduled, as in a browser, and has not run yet.
  roots = await hydrateIslands(document.body, pageTheme);
  const header = document.querySelector('[data-island="header"]')!;
  const menuButton = header.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
  expect(header.hasAttribute(hydratedAttribute)).toBe(false);
  act(() => menuButton.click());
  expect(menuButton.getAttribute('aria-expanded')).toBe('true');
});

it("hydrates the preview's islands with the places of their texts and pictures, and keeps them as an island changes", async () => {
  const page = new DOMParser().parseFromString(
    renderPage(richManifest(), '/tech', { script: '/assets/client.js', css: '' }, { editPlaces: true }),
    'text/html',
  );
  document.body.innerHTML = page.body.innerHTML;
  openPage('/tech');
  const recoverable = vi.fn();
  // A hydrated attribute that differs from the prerendered one is only reported, never recovered from.
  const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    roots = await hydrateIslands(document.body, theme, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(reported).not.toHaveBeenCalled();
  reported.mockRestore();

  const islands = [...document.querySelectorAll(`[${islandAttribute}]`)];
  expect(islands.every((island) => island.hasAttribute(hydratedAttribute))).toBe(true);
  expect(document.querySelector(`[${islandAttribute}="header"] img`)?.getAttribute(editPlaceAttribute)).toBe(
    '/site/logo/light',
  );
  const tabBar = document.querySelector(`[${islandAttribute}="instrumentTabs"]`)!;
  const tabs = [...tabBar.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const tabPlaces = () =>
    tabs.map((tab) => tab.querySelector(`[${editPlaceAttribute}]`)?.getAttribute(editPlaceAttribute));
  const placesBefore = tabPlaces();
  expect(placesBefore.every((place) => place?.startsWith('/'))).toBe(true);
  act(() => tabs[1]!.click());
  expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
  expect(tabPlaces()).toEqual(placesBefore);
});
