// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { renderIslandsPage } from '../../helpers/islandsPage';
import { ko } from '../../helpers/manifestText';

const manifest = richManifest();
const scrollTo = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  scrollTo.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Sections at these distances from the top of the page, below a 72 px header; jsdom lays nothing out. */
function layOut(tops: Record<string, number>) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = tops[this.id] ?? 0;
    const height = this.tagName === 'HEADER' ? 72 : 400;
    return { top, bottom: top + height, height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) };
  });
}

async function renderAt(path: string) {
  await renderIslandsPage(path, manifest);
  act(() => vi.advanceTimersToNextFrame());
}

describe('stacked page', () => {
  it('shows the banner, then every section in the manifest’s order', async () => {
    await renderAt('/about');
    const route = manifest.routes.find((candidate) => candidate.path === '/about')!;
    if (route.page.type !== 'stackedPage') throw new Error('/about is expected to be a stacked page');
    // getByRole would walk the whole page's accessibility tree, which takes seconds in jsdom.
    expect(document.querySelector('main h1')?.textContent).toBe(ko(route.page.banner!.title));
    const ids = [...document.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(route.page.sections.map((section) => section.id));
  });

  it.each([
    ['/about', 'location'],
    ['/help', 'process'],
  ])('scrolls %s to the section its hash names (#%s) and focuses it', async (path, id) => {
    layOut({ [id]: 1000 });
    await renderAt(`${path}#${id}`);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 1000 - 72, behavior: 'smooth' });
    act(() => window.dispatchEvent(new Event('scrollend')));
    expect(document.activeElement?.id).toBe(id);
  });

  // The header and the page's hash scroll are two islands; the page's navigation joins them.
  it('scrolls to the section of a header link within the page, the one in the URL included', async () => {
    layOut({ location: 1000, contact: 2000 });
    await renderAt('/about#location');
    const headerLink = (hash: string) => document.querySelector<HTMLAnchorElement>(`header a[href="/about#${hash}"]`)!;

    act(() => void headerLink('contact').click());
    act(() => vi.advanceTimersToNextFrame());
    expect(window.location.hash).toBe('#contact');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2000 - 72, behavior: 'smooth' });

    act(() => void headerLink('contact').click());
    act(() => vi.advanceTimersToNextFrame());
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2000 - 72, behavior: 'smooth' });
  });
});
