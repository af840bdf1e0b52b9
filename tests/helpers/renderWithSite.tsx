import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { SiteProvider } from '../../src/render/SiteContext';
import { createSiteTheme } from '../../src/theme/siteTheme';
import { richManifest } from '../fixtures/rich-site/make-manifest';
import { openPage } from './pageLocation';

// A path, not a URL: under jsdom, URL is jsdom's own and node:fs rejects it.
const siteJson = resolve(dirname(fileURLToPath(import.meta.url)), '../../site.json');

/**
 * The real site.json, read fresh for each call so a test may change its copy. Only for
 * tests that take their expectations from it: the others render the rich fixture.
 */
export function readSiteManifest(): SiteManifest {
  return JSON.parse(readFileSync(siteJson, 'utf8')) as SiteManifest;
}

export interface RenderWithSiteOptions {
  /** Defaults to the rich fixture (tests/fixtures/rich-site/). */
  manifest?: SiteManifest;
  /** The page's URL (the window's, and the router's the prerender uses); defaults to '/'. */
  path?: string;
}

/**
 * Renders a component the way App does (site data, theme, router) without the
 * routes, header and footer, on a page at `path` whose links within it the
 * islands' navigation handles.
 */
export function renderWithSite(ui: ReactElement, { manifest = richManifest(), path = '/' }: RenderWithSiteOptions = {}): RenderResult {
  openPage(path);
  return render(
    <SiteProvider manifest={manifest}>
      <ThemeProvider theme={createSiteTheme(manifest.theme)}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </SiteProvider>,
  );
}
