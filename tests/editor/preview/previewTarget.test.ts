import { describe, expect, it } from 'vitest';
import { previewTarget } from '../../../src/editor/preview/previewTarget';
import { valueAt } from '../../../src/manifest/json/pointer';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

describe('previewTarget', () => {
  const manifest = richManifest();
  const routeIndex = (path: string) => manifest.routes.findIndex((route) => route.path === path);
  const home = { path: '/' };

  it('shows a page, and scrolls to the section being edited', () => {
    const about = routeIndex('/about');
    expect(previewTarget(manifest, `/routes/${about}`, home)).toEqual({ path: '/about', elementId: undefined });
    expect(previewTarget(manifest, `/routes/${about}/page/sections/0/title`, home)).toEqual({
      path: '/about',
      elementId: manifest.routes[about]!.page.sections[0]!.id,
    });
  });

  it('shows an instrument on the first tab list naming it, and a case on its case tab', () => {
    const xps = manifest.instruments.findIndex((instrument) => instrument.id === 'xps');
    const shown = previewTarget(manifest, `/instruments/${xps}/korName`, home);
    const route = manifest.routes.find(
      (candidate) => shown.path === candidate.path || shown.path.startsWith(`${candidate.path}/`),
    )!;
    expect(JSON.stringify(route.page.sections.find((section) => section.id === shown.elementId))).toContain('"xps"');
    const foreignMatter = manifest.cases.findIndex((entry) => entry.id === 'foreign-matter');
    const studies = manifest.routes[routeIndex('/cases')]!.page.sections;
    const study = studies.findIndex((section) => section.type === 'caseStudy' && section.case === 'foreign-matter');
    // The first tab is drawn on the category page, a later one on its own page.
    expect(previewTarget(manifest, `/cases/${foreignMatter}`, home).path).toBe(
      study === 0 ? '/cases' : `/cases/${studies[study]!.id}`,
    );
  });

  it('shows a category page’s later section on its own page, where it is drawn in full, and keeps that page shown', () => {
    const tech = routeIndex('/tech');
    const sections = manifest.routes[tech]!.page.sections;
    expect(previewTarget(manifest, `/routes/${tech}/page/sections/0/title`, home)).toEqual({
      path: '/tech',
      elementId: sections[0]!.id,
    });
    expect(previewTarget(manifest, `/routes/${tech}/page/sections/1/title`, home)).toEqual({
      path: `/tech/${sections[1]!.id}`,
      elementId: sections[1]!.id,
    });
    expect(previewTarget(manifest, '/menu/0/label', { path: `/tech/${sections[1]!.id}` })).toEqual({
      path: `/tech/${sections[1]!.id}`,
    });
  });

  it('shows the partners, the map and the inquiry form on the first page with their section, from any page', () => {
    for (const [pointer, type] of [
      ['/partners', 'partners'],
      ['/partners/0/name', 'partners'],
      ['/map', 'location'],
      ['/inquiryForm', 'inquiry'],
    ] as const) {
      const index = manifest.routes.findIndex((route) => route.page.sections.some((section) => section.type === type));
      const route = manifest.routes[index]!;
      const section = route.page.sections.find((candidate) => candidate.type === type)!;
      expect(route.path).not.toBe('/');
      expect(previewTarget(manifest, pointer, home)).toMatchObject({ path: route.path, elementId: section.id });
    }
  });

  it('selects the instrument’s own tab on its tab list', () => {
    const xps = manifest.instruments.findIndex((instrument) => instrument.id === 'xps');
    const shown = previewTarget(manifest, `/instruments/${xps}`, home);
    const tab = valueAt(manifest, shown.tab!);
    expect(tab === 'xps' || (tab as { instrument?: string }).instrument === 'xps').toBe(true);
    expect(shown.tab!.startsWith('/routes/')).toBe(true);
  });

  it('keeps the page shown for what every page shows (menu, colours), unless that page is gone', () => {
    expect(previewTarget(manifest, '/menu/0/label', { path: '/help' })).toEqual({ path: '/help' });
    expect(previewTarget(manifest, '/theme', { path: '/gone' })).toEqual({ path: manifest.routes[0]!.path });
  });
});
