import { describe, expect, it } from 'vitest';
import { previewTarget } from '../../../src/editor/client/preview/previewTarget';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

describe('previewTarget', () => {
  const manifest = richManifest();
  const routeIndex = (path: string) => manifest.routes.findIndex((route) => route.path === path);
  const home = { path: '/' };

  it('shows a page, and scrolls to the section being edited', () => {
    const about = routeIndex('/about');
    expect(previewTarget(manifest, `/routes/${about}`, home)).toEqual({ path: '/about', elementId: undefined });
    expect(previewTarget(manifest, `/routes/${about}/page/sections/0/title`, home)).toEqual({ path: '/about', elementId: manifest.routes[about]!.page.sections[0]!.id });
  });

  it('shows an instrument on the first tab list naming it, and a case on its case tab', () => {
    const xps = manifest.instruments.findIndex((instrument) => instrument.id === 'xps');
    const shown = previewTarget(manifest, `/instruments/${xps}/korName`, home);
    const route = manifest.routes.find((candidate) => candidate.path === shown.path)!;
    expect(JSON.stringify(route.page.sections.find((section) => section.id === shown.elementId))).toContain('"xps"');
    const foreignMatter = manifest.cases.findIndex((entry) => entry.id === 'foreign-matter');
    expect(previewTarget(manifest, `/cases/${foreignMatter}`, home).path).toBe('/cases');
  });

  it('keeps the page shown for what every page shows (menu, colours), unless that page is gone', () => {
    expect(previewTarget(manifest, '/menu/0/label', { path: '/help' })).toEqual({ path: '/help' });
    expect(previewTarget(manifest, '/theme', { path: '/gone' })).toEqual({ path: manifest.routes[0]!.path });
  });
});
