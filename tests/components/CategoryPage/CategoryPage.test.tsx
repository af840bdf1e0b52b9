// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { App } from '../../../src/render/App';

const manifest = JSON.parse(readFileSync('site.json', 'utf8')) as SiteManifest;
const labels = manifest.labels;

afterEach(cleanup);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App manifest={manifest} />
    </MemoryRouter>,
  );
}

const subNav = () => screen.getByRole('navigation', { name: '분석기술' });
const selectedTab = () => screen.getByRole('tab', { selected: true });
const contentTitle = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('category page', () => {
  it('shows the first sub-item when the URL has no hash', () => {
    renderAt('/analysis-tech');
    expect(within(subNav()).getByRole('link', { current: 'page' }).textContent).toBe('원소분석');
    expect(contentTitle()).toEqual(['원소 분석']);
    expect(selectedTab().textContent).toBe('ICP-OES');
  });

  it('shows the sub-item named by the hash, and the first for an unknown hash', () => {
    renderAt('/analysis-tech#thermal');
    expect(contentTitle()).toEqual(['열 분석']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['TGA', 'DSC', 'TMA', 'DMA']);
    cleanup();
    renderAt('/analysis-tech#nothing-here');
    expect(contentTitle()).toEqual(['원소 분석']);
  });

  it('links every sub-item tab to the path and its hash', () => {
    renderAt('/analysis-equip');
    const nav = screen.getByRole('navigation', { name: '분석장비' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      ['microscope', 'surface', 'spectroscopy', 'separation', 'inorganic', 'thermal', 'etc'].map((hash) => `/analysis-equip#${hash}`),
    );
  });

  it('ends the body with the invitation to get in touch, linking to the inquiry', () => {
    renderAt('/analysis-tech#surface');
    const invite = screen.getByRole('link', { name: new RegExp(labels.contactInviteLink) });
    expect(invite.getAttribute('href')).toBe(manifest.inquiryForm.href);
  });

  it('moves between instrument tabs with the arrow keys, Home and End, and shows one panel', () => {
    renderAt('/analysis-tech#elemental');
    const tabs = screen.getAllByRole('tab');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(selectedTab().textContent).toBe('ICP-MS');
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(selectedTab().textContent).toBe('CS Analyzer');
    fireEvent.keyDown(tabs[5]!, { key: 'Home' });
    expect(selectedTab().textContent).toBe('ICP-OES');
    const visiblePanels = screen.getAllByRole('tabpanel');
    expect(visiblePanels).toHaveLength(1);
    expect(visiblePanels[0]!.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
  });

  it('resets the instrument tab to the first whenever the sub-item changes', () => {
    renderAt('/analysis-tech#elemental');
    fireEvent.click(screen.getByRole('tab', { name: 'XRF' }));
    expect(selectedTab().textContent).toBe('XRF');
    fireEvent.click(within(subNav()).getByRole('link', { name: '구조분석' }));
    expect(contentTitle()).toEqual(['구조 분석']);
    expect(selectedTab().textContent).toBe('FT-IR');
    fireEvent.click(screen.getByRole('tab', { name: 'Raman' }));
    fireEvent.click(within(subNav()).getByRole('link', { name: '원소분석' }));
    expect(selectedTab().textContent).toBe('ICP-OES');
  });

  it('shows equipment cards with the specification line by line, applications and reference material', () => {
    renderAt('/analysis-tech#elemental');
    fireEvent.click(screen.getByRole('tab', { name: 'IC' }));
    const panel = screen.getByRole('tabpanel');
    const ic = manifest.instruments.find((instrument) => instrument.id === 'ic')!;
    expect(within(panel).getByRole('heading', { level: 3 }).textContent).toBe(ic.korName);
    expect(within(panel).getByText(ic.subName)).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: labels.equipmentHeading })).toBeTruthy();
    for (const equipment of ic.equips) {
      expect(within(panel).getByText(equipment.modelName)).toBeTruthy();
      for (const line of equipment.specification) expect(within(panel).getByText(line).tagName).toBe('LI');
    }
    expect(within(panel).getByRole('heading', { name: labels.applicationsHeading })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: labels.examplesHeading })).toBeTruthy();
    for (const example of ic.examples ?? []) expect(within(panel).getByText(example.title)).toBeTruthy();
  });

  it('shows a coming-soon note instead of an empty list for a placeholder instrument', () => {
    renderAt('/analysis-tech#physical');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(labels.comingSoon)).toBeTruthy();
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('shows an analysis case with its text, image and instrument tabs', () => {
    renderAt('/analysis-case#microscopic');
    const foreignMatter = manifest.cases.find((analysisCase) => analysisCase.id === 'foreign-matter')!;
    expect(contentTitle()).toEqual([foreignMatter.title]);
    expect(screen.getByText(foreignMatter.body[0])).toBeTruthy();
    expect(screen.getByAltText(foreignMatter.image.alt)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['UHR-TEM', 'FIB', 'FE-SEM', 'Raman', 'FT-IR']);
    cleanup();
    renderAt('/analysis-case#discoloration');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
