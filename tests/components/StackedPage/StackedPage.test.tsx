// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/render/App';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

const manifest = richManifest();
const scrollTo = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  scrollTo.mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App manifest={manifest} />
    </MemoryRouter>,
  );
  act(() => vi.advanceTimersToNextFrame());
}

describe('stacked page', () => {
  it('shows the banner, then every section in the manifest’s order', () => {
    renderAt('/about');
    const route = manifest.routes.find((candidate) => candidate.path === '/about')!;
    if (route.page.type !== 'stackedPage') throw new Error('/about is expected to be a stacked page');
    // getByRole would walk the whole page's accessibility tree, which takes seconds in jsdom.
    expect(document.querySelector('main h1')?.textContent).toBe(route.page.banner.title);
    const ids = [...document.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(route.page.sections.map((section) => section.id));
  });

  it.each([
    ['/about', 'location'],
    ['/help', 'process'],
  ])('scrolls %s to the section its hash names (#%s) and focuses it', (path, id) => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = this.id === id ? 1000 : 0;
      const height = this.tagName === 'HEADER' ? 72 : 400;
      return { top, bottom: top + height, height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) };
    });
    renderAt(`${path}#${id}`);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 1000 - 72, behavior: 'smooth' });
    act(() => window.dispatchEvent(new Event('scrollend')));
    expect(document.activeElement?.id).toBe(id);
  });
});
