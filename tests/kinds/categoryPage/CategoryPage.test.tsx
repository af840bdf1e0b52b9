// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryPage, EquipmentGroup } from '../../../src/manifest/site.gen';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { instrumentTabs } from '../../helpers/instrumentTabs';
import { ko } from '../../helpers/manifestText';
import { cleanupIslandsPage, renderIslandsPage } from '../../helpers/islandsPage';
import type { LabManifest } from '../../helpers/labManifest';

const manifest: LabManifest = richManifest();
const labels = manifest.labels;

const renderAt = (path: string) => renderIslandsPage(path, manifest);

function categoryPage(path: string): CategoryPage {
  const page = manifest.routes.find((route) => route.path === path)?.page;
  if (page?.type !== 'categoryPage') throw new Error(`The fixture's ${path} is expected to be a category page.`);
  return page;
}
function groups(path: string): EquipmentGroup[] {
  return categoryPage(path).sections.filter((section): section is EquipmentGroup => section.type === 'equipmentGroup');
}
const instrument = (id: string) => manifest.instruments.find((candidate) => candidate.id === id)!;
const tabs = (group: EquipmentGroup) => instrumentTabs(manifest, group.instruments);
const tabLabels = (group: EquipmentGroup) => tabs(group).map((tab) => tab.label);
const isPlaceholder = (id: string) => instrument(id).equips.length === 0;

const tech = groups('/tech');
const [first, second] = tech;
const withPlaceholders = tech.find((group) => tabs(group).every((tab) => isPlaceholder(tab.id)))!;
const withManyTabs = tech.find((group) => group.instruments.length >= 4)!;
const subNav = () => screen.getByRole('navigation', { name: ko(categoryPage('/tech').banner.title) });
const selectedTab = () => screen.getByRole('tab', { selected: true });
// Only the shown sub-item's: the others are in the page, hidden by its styles.
const contentTitle = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const subItems = () =>
  [...document.querySelectorAll<HTMLElement>('main [data-active]')].map((panel) => [panel.id, panel.dataset.active]);
// A sub-item other than the page's own comes from its own page: wait until it is in and its islands answer.
const shows = (title: string) =>
  waitFor(() => {
    expect(contentTitle()).toEqual([title]);
    expect(document.querySelector('main [aria-busy]')).toBeNull();
    expect(document.querySelectorAll('[data-island]:not([data-hydrated])')).toHaveLength(0);
  });
const requested = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

describe('category page', () => {
  it('shows the first sub-item when the URL has no hash, and links to each other one’s own page', async () => {
    await renderAt('/tech');
    expect(within(subNav()).getByRole('link', { current: 'page' }).textContent).toBe(ko(first!.label));
    expect(contentTitle()).toEqual([ko(first!.title)]);
    expect(selectedTab().textContent).toBe(tabLabels(first!)[0]);
    expect(subItems()).toEqual(tech.map((group) => [group.id, String(group === first)]));
    for (const group of tech.slice(1)) {
      const link = document.getElementById(group.id)!.querySelector('a')!;
      expect([link.getAttribute('href'), link.textContent]).toEqual([
        `/tech/${group.id}#${group.id}`,
        `${ko(group.label)} ${ko(labels.sectionPageLink)}`,
      ]);
    }
    expect(requested()).toEqual([]);
  });

  it('fetches a later sub-item from its own page once, when pointed at or shown, and hydrates its tabs', async () => {
    await renderAt('/tech');
    const link = within(subNav()).getByRole('link', { name: ko(second!.label) });
    fireEvent.focus(link);
    expect(requested()).toEqual([`/tech/${second!.id}`]);
    fireEvent.click(link);
    await shows(ko(second!.title));
    fireEvent.keyDown(screen.getAllByRole('tab')[0]!, { key: 'ArrowRight' });
    expect(selectedTab().textContent).toBe(tabLabels(second!)[1]);
    fireEvent.click(within(subNav()).getByRole('link', { name: ko(first!.label) }));
    fireEvent.click(link);
    await shows(ko(second!.title));
    expect(requested()).toEqual([`/tech/${second!.id}`]);
  });

  it('keeps the link to a sub-item’s page when its request fails, and asks again when it is chosen again', async () => {
    await renderAt('/tech');
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const link = within(subNav()).getByRole('link', { name: ko(second!.label) });
    fireEvent.click(link);
    await waitFor(() => expect(document.querySelector('main [aria-busy]')).toBeNull());
    expect(contentTitle()).toEqual([ko(second!.label)]);
    expect(within(document.getElementById(second!.id)!).getByRole('link').getAttribute('href')).toBe(
      `/tech/${second!.id}#${second!.id}`,
    );
    fireEvent.click(within(subNav()).getByRole('link', { name: ko(first!.label) }));
    fireEvent.click(link);
    await shows(ko(second!.title));
    expect(requested()).toEqual([`/tech/${second!.id}`, `/tech/${second!.id}`]);
  });

  it('shows a sub-item’s own page with that sub-item in full, and the first as a link to the category page', async () => {
    await renderAt(`/tech/${second!.id}`);
    expect(contentTitle()).toEqual([ko(second!.title)]);
    expect(within(subNav()).getByRole('link', { current: 'page' }).textContent).toBe(ko(second!.label));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabLabels(second!));
    expect(document.getElementById(first!.id)!.querySelector('a')!.getAttribute('href')).toBe(`/tech#${first!.id}`);
    expect(requested()).toEqual([]);
  });

  it('shows the sub-item named by the hash, and the first for an unknown hash', async () => {
    await renderAt(`/tech#${second!.id}`);
    await shows(ko(second!.title));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabLabels(second!));
    expect(within(subNav()).getByRole('link', { current: 'page' }).textContent).toBe(ko(second!.label));
    cleanupIslandsPage();
    await renderAt('/tech#nothing-here');
    expect(contentTitle()).toEqual([ko(first!.title)]);
  });

  it('follows a sub-item link within the page, and the browser’s back button', async () => {
    await renderAt('/tech');
    const link = within(subNav()).getByRole('link', { name: ko(second!.label) });
    expect(fireEvent.click(link)).toBe(false);
    expect(window.location.hash).toBe(`#${second!.id}`);
    await shows(ko(second!.title));
    expect(within(subNav()).getByRole('link', { current: 'page' })).toBe(link);
    expect(subItems()).toEqual(tech.map((group) => [group.id, String(group === second)]));

    act(() => window.history.back());
    await waitFor(() => expect(window.location.hash).toBe(''));
    await waitFor(() => expect(contentTitle()).toEqual([ko(first!.title)]));
  });

  it('links every sub-item tab to the path and its hash', async () => {
    await renderAt('/equipment');
    const nav = screen.getByRole('navigation', { name: ko(categoryPage('/equipment').banner.title) });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(categoryPage('/equipment').sections.map((section) => `/equipment#${section.id}`));
  });

  it('ends the body with the invitation to get in touch, linking to the inquiry', async () => {
    await renderAt(`/tech#${second!.id}`);
    await shows(ko(second!.title));
    const invite = within(document.querySelector('main')!).getByRole('link', {
      name: new RegExp(ko(labels.contactInviteLink)),
    });
    expect(invite.getAttribute('href')).toBe(manifest.inquiryForm.href);
  });

  it('moves between instrument tabs with the arrow keys, Home and End, and shows one panel', async () => {
    const names = tabLabels(withManyTabs);
    await renderAt(`/tech#${withManyTabs.id}`);
    await shows(ko(withManyTabs.title));
    const tabs = screen.getAllByRole('tab');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(selectedTab().textContent).toBe(names[1]);
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(selectedTab().textContent).toBe(names.at(-1));
    fireEvent.keyDown(tabs.at(-1)!, { key: 'Home' });
    expect(selectedTab().textContent).toBe(names[0]);
    const visiblePanels = screen.getAllByRole('tabpanel');
    expect(visiblePanels).toHaveLength(1);
    expect(visiblePanels[0]!.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
  });

  it('resets the instrument tab to the first whenever the sub-item changes', async () => {
    await renderAt(`/tech#${first!.id}`);
    const later = tabLabels(first!)[2]!;
    fireEvent.click(screen.getByRole('tab', { name: later }));
    expect(selectedTab().textContent).toBe(later);
    fireEvent.click(within(subNav()).getByRole('link', { name: ko(second!.label) }));
    await shows(ko(second!.title));
    expect(selectedTab().textContent).toBe(tabLabels(second!)[0]);
    fireEvent.click(screen.getByRole('tab', { name: tabLabels(second!)[1]! }));
    fireEvent.click(within(subNav()).getByRole('link', { name: ko(first!.label) }));
    expect(selectedTab().textContent).toBe(tabLabels(first!)[0]);
  });

  it('shows equipment cards with the specification line by line, applications and reference material', async () => {
    const hasExamples = (id: string) => !!instrument(id).examples?.length;
    const group = tech.find((candidate) => tabs(candidate).some((tab) => hasExamples(tab.id)))!;
    const tab = tabs(group).find((candidate) => hasExamples(candidate.id))!;
    const detailed = instrument(tab.id);
    await renderAt(`/tech#${group.id}`);
    await shows(ko(group.title));
    fireEvent.click(screen.getByRole('tab', { name: tab.label }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 3 }).textContent).toBe(ko(detailed.korName!));
    expect(within(panel).getByText(detailed.subName)).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: ko(labels.equipmentHeading) })).toBeTruthy();
    expect(detailed.equips.length).toBeGreaterThan(1);
    for (const equipment of detailed.equips) {
      expect(within(panel).getByText(equipment.modelName)).toBeTruthy();
      for (const line of equipment.specification) expect(within(panel).getByText(ko(line)).tagName).toBe('LI');
    }
    expect(within(panel).getByRole('heading', { name: ko(labels.applicationsHeading) })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: ko(labels.examplesHeading) })).toBeTruthy();
    for (const example of detailed.examples ?? []) expect(within(panel).getByText(ko(example.title))).toBeTruthy();
  });

  it('shows a coming-soon note instead of an empty list for a placeholder instrument', async () => {
    await renderAt(`/tech#${withPlaceholders.id}`);
    await shows(ko(withPlaceholders.title));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(ko(labels.comingSoon))).toBeTruthy();
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('shows an analysis case with its text, image and instrument tabs, and no tabs for a case without instruments', async () => {
    const sections = categoryPage('/cases').sections;
    const caseOf = (section: (typeof sections)[number]) =>
      manifest.cases.find((analysisCase) => section.type === 'caseStudy' && analysisCase.id === section.case)!;
    const withInstruments = sections.find((section) => caseOf(section).instruments?.length)!;
    const without = sections.find((section) => !caseOf(section).instruments?.length)!;
    const shown = caseOf(withInstruments);
    await renderAt(`/cases#${withInstruments.id}`);
    await shows(ko(shown.title));
    expect(screen.getByText(ko(shown.body[0]!))).toBeTruthy();
    expect(screen.getByAltText(ko(shown.image.alt))).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      instrumentTabs(manifest, shown.instruments).map((tab) => tab.label),
    );
    cleanupIslandsPage();
    await renderAt(`/cases#${without.id}`);
    await shows(ko(caseOf(without).title));
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
