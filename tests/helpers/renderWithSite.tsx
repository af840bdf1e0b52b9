import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { SiteProvider } from '../../src/render/SiteContext';
import { createSiteTheme } from '../../src/theme/siteTheme';

/** The real site.json, read fresh for each call so a test may change its copy. */
export function readSiteManifest(): SiteManifest {
  return JSON.parse(readFileSync(new URL('../../site.json', import.meta.url), 'utf8')) as SiteManifest;
}

export interface RenderWithSiteOptions {
  /** Defaults to the real site.json. */
  manifest?: SiteManifest;
  /** The router's location; defaults to '/'. */
  path?: string;
}

/** Renders a component the way App does (site data, theme, router) without the routes, header and footer. */
export function renderWithSite(ui: ReactElement, { manifest = readSiteManifest(), path = '/' }: RenderWithSiteOptions = {}): RenderResult {
  return render(
    <SiteProvider manifest={manifest}>
      <ThemeProvider theme={createSiteTheme(manifest.theme)}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </SiteProvider>,
  );
}
