// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { App } from '../../src/render/App';
import { renderNode } from '../../src/render/renderNode';
import type { SiteNode } from '../../src/render/nodes';

const manifest = JSON.parse(readFileSync('site.json', 'utf8')) as SiteManifest;

afterEach(cleanup);

function renderAt(path: string, site: SiteManifest = manifest) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App manifest={site} />
    </MemoryRouter>,
  );
}

describe('rendering the manifest', () => {
  it('renders each route’s page node by its type', () => {
    renderAt('/help');
    expect(screen.getByRole('heading', { level: 1, name: '고객지원' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '의뢰 절차' })).toBeTruthy();
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
        sections: [{ type: 'textBlock', id: 'overview', title: '서비스 개요', paragraphs: ['맞춤형 분석 서비스를 제공합니다.'] }],
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
    expect(screen.getByRole('heading', { level: 1, name: manifest.labels.notFoundTitle })).toBeTruthy();
  });

  it('refuses a node type that has no component, naming it', () => {
    const unknown = { type: 'carousel', id: 'x' } as unknown as SiteNode;
    expect(() => renderNode(unknown)).toThrow("No component is registered for node type 'carousel'.");
  });
});

describe('the tab title', () => {
  it('follows client-side navigation to another route', () => {
    renderAt('/help');
    expect(document.title).toBe(manifest.routes.find((route) => route.path === '/help')!.title);
    fireEvent.click(screen.getAllByRole('link', { name: '회사소개' })[0]!);
    expect(document.title).toBe(manifest.routes.find((route) => route.path === '/introduce')!.title);
  });
});
