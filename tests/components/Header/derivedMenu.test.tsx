// @vitest-environment jsdom
// Issue 28: a menu group without its own sub-items follows its page's sections,
// so a tab added to a category page reaches the header in every language.
import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CategoryPage, EquipmentGroup, SiteManifest } from '../../../src/manifest/site.gen';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { renderLayout } from '../../helpers/renderWithSite';
import { textOf } from '../../helpers/manifestText';

afterEach(cleanup);

/** The rich fixture with the group of its first category page left to derive its sub-items. */
function derivedMenu(): { manifest: SiteManifest; groupIndex: number; page: CategoryPage } {
  const manifest = richManifest();
  const route = manifest.routes.find((candidate) => candidate.page.type === 'categoryPage')!;
  const groupIndex = manifest.menu.findIndex((group) => group.href === route.path);
  expect(groupIndex).toBeGreaterThanOrEqual(0);
  delete manifest.menu[groupIndex]!.subItems;
  return { manifest, groupIndex, page: route.page as CategoryPage };
}

/** The sub-menu links of one group as the header draws them on `path`: [name, href]. */
function subMenu(manifest: SiteManifest, path: string, groupIndex: number): [string | null, string | null][] {
  const { container } = renderLayout(path, { manifest });
  const group = container.querySelectorAll<HTMLElement>('header nav > ul > li')[groupIndex]!;
  const links = within(group.querySelector<HTMLElement>('[data-sub-menu]')!).getAllByRole('link');
  const found = links.map((link): [string | null, string | null] => [link.textContent, link.getAttribute('href')]);
  cleanup();
  return found;
}

const added: EquipmentGroup = {
  type: 'equipmentGroup',
  id: 'new-tab',
  label: { ko: '새 분야', en: 'New field' },
  title: { ko: '새 분야', en: 'New field' },
  instruments: [],
};

describe('a menu group without sub-items of its own', () => {
  it('shows one sub-item per tab of its page, named by the tab, in Korean and in English', () => {
    const { manifest, groupIndex, page } = derivedMenu();
    const path = manifest.menu[groupIndex]!.href;
    for (const [language, at] of [
      ['ko', path],
      ['en', `/en${path}`],
    ] as const) {
      expect(subMenu(manifest, at, groupIndex)).toEqual(
        page.sections.map((section) => [textOf(section.label, language), `${at}#${section.id}`]),
      );
    }
  });

  it('gains a sub-item when a tab is added to the page, in both languages', () => {
    const { manifest, groupIndex, page } = derivedMenu();
    const path = manifest.menu[groupIndex]!.href;
    const before = { ko: subMenu(manifest, path, groupIndex), en: subMenu(manifest, `/en${path}`, groupIndex) };
    // A new manifest object, as every edit makes: the site resolved for a language is kept per manifest object.
    const grown = structuredClone(manifest);
    (grown.routes.find((route) => route.path === path)!.page as CategoryPage).sections.push(added);
    expect(page.sections).not.toContain(added);
    expect(subMenu(grown, path, groupIndex)).toEqual([...before.ko, ['새 분야', `${path}#new-tab`]]);
    expect(subMenu(grown, `/en${path}`, groupIndex)).toEqual([...before.en, ['New field', `/en${path}#new-tab`]]);
  });

  it('written sub-items still override the sections', () => {
    const manifest = richManifest();
    const groupIndex = manifest.menu.findIndex(
      (group) => manifest.routes.find((route) => route.path === group.href)?.page.type === 'categoryPage',
    );
    const group = manifest.menu[groupIndex]!;
    group.subItems = [
      {
        label: { ko: '하나만', en: 'Only one' },
        hash: (manifest.routes.find((route) => route.path === group.href)!.page as CategoryPage).sections[0]!.id,
      },
    ];
    expect(subMenu(manifest, group.href, groupIndex).map(([name]) => name)).toEqual(['하나만']);
    expect(subMenu(manifest, `/en${group.href}`, groupIndex).map(([name]) => name)).toEqual(['Only one']);
  });
});
