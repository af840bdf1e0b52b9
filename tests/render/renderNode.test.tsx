// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { renderNotFoundPage, renderPage } from '../../src/render/prerender';
import { findSitePage } from '../../src/manifest/pages/sitePages';
import { nodeRenderer } from '../../src/render/renderNode';
import type { LocalNode } from '../../src/render/nodes';
import { siteInLanguage } from '../../src/render/resolve/siteInLanguage';
import { richManifest } from '../fixtures/rich-site/make-manifest';
import { ko } from '../helpers/manifestText';

const manifest = richManifest();
const stackedRoute = manifest.routes.find((route) => route.page.type === 'stackedPage')!;

afterEach(cleanup);

const assets = { script: '/assets/client.js', css: '' };

/** The prerendered page's body in the document, the not-found page for a path the manifest does not have. */
function renderAt(path: string, site: SiteManifest = manifest) {
  const html = findSitePage(site, path) ? renderPage(site, path, assets) : renderNotFoundPage(site, assets);
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
}

describe('rendering the manifest', () => {
  it('renders each route’s page node by its type', () => {
    const { page } = stackedRoute;
    if (page.type !== 'stackedPage') throw new Error('unreachable');
    renderAt(stackedRoute.path);
    expect(screen.getByRole('heading', { level: 1, name: ko(page.banner!.title) })).toBeTruthy();
    const first = page.sections[0]!;
    expect(screen.getByRole('heading', { level: 2, name: 'title' in first ? ko(first.title) : '' })).toBeTruthy();
  });

  it('renders a route added to the manifest with no code change, and links it from the header', () => {
    const site: SiteManifest = structuredClone(manifest);
    site.routes.push({
      path: '/analysis-service',
      title: '분석서비스',
      description: '분석 서비스 안내',
      page: {
        type: 'stackedPage',
        banner: { title: '분석서비스' },
        sections: [
          { type: 'textBlock', id: 'overview', title: '서비스 개요', paragraphs: ['맞춤형 분석 서비스를 제공합니다.'] },
        ],
      },
    });
    site.menu.push({ label: '분석서비스', href: '/analysis-service', subItems: [{ label: '개요', hash: 'overview' }] });
    renderAt('/analysis-service', site);
    expect(screen.getByRole('heading', { level: 2, name: '서비스 개요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '분석서비스' }).getAttribute('href')).toBe('/analysis-service');
    expect(screen.getByRole('link', { name: '개요' }).getAttribute('href')).toBe('/analysis-service#overview');
  });

  it('shows the not-found page for a path the manifest does not have', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: ko(manifest.labels.notFoundTitle) })).toBeTruthy();
  });

  it('refuses a node type that has no component, naming it', () => {
    const unknown = { type: 'carousel', id: 'x' } as unknown as LocalNode;
    const renderNode = nodeRenderer({ ...siteInLanguage(manifest, 'ko'), path: '/', shown: {} });
    expect(() => renderNode(unknown)).toThrow("No component is registered for node type 'carousel'.");
  });
});
