// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { layoutIds } from '../../../src/components/Layout/layoutIds';
import type { MenuGroup, MenuSubItem } from '../../../src/manifest/site.gen';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { renderLayout } from '../../helpers/renderWithSite';
import { ko } from '../../helpers/manifestText';
import { menuSubItems } from '../../../src/manifest/menu/menuSubItems';

const manifest = richManifest();
const { menu } = manifest;
const subItemHref = (group: MenuGroup, item: MenuSubItem) => `${item.href ?? group.href}#${item.hash}`;
const subItemsOf = (group: MenuGroup) => menuSubItems(group, manifest.routes);
/** A page of the fixture other than the home page, and the group that links to it. */
const innerGroup = menu[0]!;
const innerPath = innerGroup.href;
/** A sub-item of that group linking to a section of its own page. */
const samePageItem = subItemsOf(innerGroup).find((item) => (item.href ?? innerGroup.href) === innerPath)!;

beforeEach(() => document.documentElement.classList.add('js'));
afterEach(cleanup);

const location = () => window.location.pathname + window.location.hash;

function renderHeader(path = innerPath) {
  const view = renderLayout(path, { manifest });
  const header = view.container.querySelector('header');
  if (!header) throw new Error('The header did not render a <header>.');
  return { header, user: userEvent.setup() };
}

const isExpanded = (header: HTMLElement) => header.dataset.expanded === 'true';

describe('menu', () => {
  it('renders every group of the manifest, each linking to its page and its sections', () => {
    const { header } = renderHeader();
    const groups = header.querySelectorAll('nav > ul > li');
    expect(groups).toHaveLength(menu.length);
    menu.forEach((group, index) => {
      const links = within(groups[index] as HTMLElement).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        ko(group.label),
        ...subItemsOf(group).map((item) => ko(item.label)),
      ]);
      expect(links[0]).toHaveProperty('pathname', group.href);
      expect(links.slice(1).map((link) => link.getAttribute('href'))).toEqual(
        subItemsOf(group).map((item) => subItemHref(group, item)),
      );
    });
  });

  it('names the navigation for screen readers with labels.mainNavigation', () => {
    const { header } = renderHeader();
    // The menu's own navigation, not the language switch beside it.
    expect(header.querySelector(`nav#${layoutIds.siteMenu}`)?.getAttribute('aria-label')).toBe(
      ko(manifest.labels.mainNavigation!),
    );
  });

  it('links sub-items to their own page’s sections, and a sub-item with its own href to that page', () => {
    const { header } = renderHeader();
    const columns = [...header.querySelectorAll<HTMLElement>('nav > ul > li')];
    const groupIndex = menu.findIndex((group) =>
      subItemsOf(group).some((item) => item.href && item.href !== group.href),
    );
    expect(groupIndex).toBeGreaterThanOrEqual(0);
    const group = menu[groupIndex]!;
    const elsewhere = subItemsOf(group).find((item) => item.href && item.href !== group.href)!;
    const column = within(columns[groupIndex]!);
    expect(column.getByRole('link', { name: ko(group.label) }).getAttribute('href')).toBe(group.href);
    expect(column.getByRole('link', { name: ko(subItemsOf(group)[0]!.label) }).getAttribute('href')).toBe(
      `${group.href}#${subItemsOf(group)[0]!.hash}`,
    );
    expect(column.getByRole('link', { name: ko(elsewhere.label) }).getAttribute('href')).toBe(
      `${elsewhere.href}#${elsewhere.hash}`,
    );
  });

  it('marks the current page’s group', () => {
    const group = menu[2]!;
    const { header } = renderHeader(group.href);
    const current = header.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual([ko(group.label)]);
  });
});

describe('desktop panel', () => {
  it('is collapsed at first, expands while hovered and collapses when the pointer leaves', async () => {
    const { header, user } = renderHeader();
    expect(isExpanded(header)).toBe(false);
    await user.hover(header);
    expect(isExpanded(header)).toBe(true);
    await user.unhover(header);
    expect(isExpanded(header)).toBe(false);
  });

  it('expands when focus comes in, collapses on Escape with focus kept, and expands on the next focus move', async () => {
    const { header, user } = renderHeader();
    // The layout's skip link comes first, then the header's logo.
    await user.tab();
    await user.tab();
    const logo = screen.getByRole('link', { name: ko(manifest.site.logo.light.alt) });
    expect(document.activeElement).toBe(logo);
    expect(isExpanded(header)).toBe(true);

    await user.keyboard('{Escape}');
    expect(isExpanded(header)).toBe(false);
    expect(document.activeElement).toBe(logo);

    await user.tab();
    expect(header.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(logo);
    expect(isExpanded(header)).toBe(true);
  });

  it('moves focus from a sub-menu link to its group’s link on Escape, since the sub-menu hides', async () => {
    const { header, user } = renderHeader();
    act(() => screen.getByRole('link', { name: ko(subItemsOf(innerGroup).at(-1)!.label) }).focus());
    expect(isExpanded(header)).toBe(true);
    await user.keyboard('{Escape}');
    expect(isExpanded(header)).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: ko(innerGroup.label) }));
  });

  it('collapses when focus leaves the header', async () => {
    const { header } = renderHeader();
    const outside = document.body.appendChild(document.createElement('button'));
    act(() => screen.getByRole('link', { name: ko(innerGroup.label) }).focus());
    expect(isExpanded(header)).toBe(true);
    act(() => outside.focus());
    expect(isExpanded(header)).toBe(false);
    outside.remove();
  });

  // A link to another page loads that page, header and all; one within the page has to close the panel itself.
  it('collapses after a menu link within the page is followed', async () => {
    const { header, user } = renderHeader();
    await user.hover(header);
    await user.click(
      within(header.querySelectorAll<HTMLElement>('nav > ul > li')[0]!).getByRole('link', {
        name: ko(samePageItem.label),
      }),
    );
    expect(location()).toBe(subItemHref(innerGroup, samePageItem));
    expect(isExpanded(header)).toBe(false);
  });
});

describe('phone menu button', () => {
  // Shown below md only, and jsdom applies no media queries: found by its label, not as a visible button.
  const button = () => screen.getByLabelText(ko(manifest.labels.openMenu), { selector: 'button' });

  it('controls the menu, and toggles aria-expanded and its label', async () => {
    const { header, user } = renderHeader();
    const menuButton = button();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(menuButton.getAttribute('aria-controls')).toBe(header.querySelector('nav')?.id);

    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(menuButton.getAttribute('aria-label')).toBe(ko(manifest.labels.closeMenu));
    expect(header.dataset.mobileOpen).toBe('true');

    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(menuButton.getAttribute('aria-label')).toBe(ko(manifest.labels.openMenu));
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = renderHeader();
    const menuButton = button();
    await user.click(menuButton);
    act(() => screen.getAllByRole('link', { name: ko(subItemsOf(menu[1]!)[2]!.label) })[0]!.focus());
    await user.keyboard('{Escape}');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes when a link in it to a section of the page is followed', async () => {
    const { header, user } = renderHeader();
    const menuButton = button();
    await user.click(menuButton);
    await user.click(
      within(header.querySelectorAll<HTMLElement>('nav > ul > li')[0]!).getByRole('link', {
        name: ko(samePageItem.label),
      }),
    );
    expect(location()).toBe(subItemHref(innerGroup, samePageItem));
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    // The link of the section already in the URL closes it too.
    await user.click(menuButton);
    await user.click(
      within(header.querySelectorAll<HTMLElement>('nav > ul > li')[0]!).getByRole('link', {
        name: ko(samePageItem.label),
      }),
    );
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('logo', () => {
  function logoAt(path: string) {
    const { container } = renderLayout(path, { manifest });
    return container.querySelector('header img');
  }

  it('is the dark logo on the home page', () => {
    expect(logoAt('/')?.getAttribute('src')).toBe(manifest.site.logo.dark.src);
  });

  it('is the light logo on the other pages', () => {
    expect(logoAt(innerPath)?.getAttribute('src')).toBe(manifest.site.logo.light.src);
  });

  it('has width, height and alt text from site.json', () => {
    const logo = logoAt(innerPath);
    const { width, height, alt } = manifest.site.logo.light;
    expect(logo?.getAttribute('width')).toBe(String(width));
    expect(logo?.getAttribute('height')).toBe(String(height));
    expect(logo?.getAttribute('alt')).toBe(ko(alt));
  });
});
