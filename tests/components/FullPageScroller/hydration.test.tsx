// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/render/App';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

const manifest = richManifest();
const home = manifest.routes.find((route) => route.path === '/')!.page;
if (home.type !== 'fullPageScroller') throw new Error("The fixture's home page is expected to be a fullPageScroller");

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function prerender(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StaticRouter location="/">
      <App manifest={manifest} />
    </StaticRouter>,
  );
  document.body.append(container);
  return container;
}

// The first render styles every component of the page; on a busy two-core machine that alone can pass 5 s.
describe('full-page scroller before and after hydration', { timeout: 15_000 }, () => {
  it('prerenders every section stacked, without dots, arrows or a transform', () => {
    const html = prerender();
    expect(html.querySelector('[data-mode]')?.getAttribute('data-mode')).toBe('stacked');
    for (const section of home.sections) expect(html.querySelector(`#${section.id}`), section.id).not.toBeNull();
    expect(html.querySelector(`nav[aria-label="${manifest.labels.sectionNavigation}"]`)).toBeNull();
    expect(html.querySelector(`button[aria-label="${manifest.labels.nextSection}"]`)).toBeNull();
    expect(html.querySelector('[style*="transform"]')).toBeNull();
    expect(html.querySelector('footer')).not.toBeNull();
  });

  it('hydrates without a warning, then switches the full-page mode on', async () => {
    const html = prerender();
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        html,
        <MemoryRouter initialEntries={['/']}>
          <App manifest={manifest} />
        </MemoryRouter>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(html.querySelector('[data-mode]')?.getAttribute('data-mode')).toBe('full');
    expect(html.querySelectorAll(`nav[aria-label="${manifest.labels.sectionNavigation}"] button`)).toHaveLength(home.sections.length);
  });
});
