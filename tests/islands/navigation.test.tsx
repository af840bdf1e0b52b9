// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageLocation } from '../../src/islands/navigation';
import { openPage } from '../helpers/pageLocation';

/** Whether the page's handler took the last click; jsdom's own following of links is stopped after it. */
let handled: boolean | undefined;
const recordClick = (event: MouseEvent) => {
  handled = event.defaultPrevented;
  event.preventDefault();
};

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.body.appendChild(document.createElement('a'));
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.append(document.createElement('span'));
  return anchor;
}

function click(target: Element, init: MouseEventInit = {}) {
  handled = undefined;
  act(
    () => void target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })),
  );
  return handled;
}

const renderLocation = () => renderHook(() => usePageLocation()).result;
const here = () => window.location.pathname + window.location.search + window.location.hash;

beforeEach(() => {
  window.addEventListener('click', recordClick);
  openPage('/page');
});

afterEach(() => {
  cleanup();
  window.removeEventListener('click', recordClick);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('links within the page', () => {
  it('changes the URL without leaving the page, and tells the islands', () => {
    const location = renderLocation();
    expect(location.current).toEqual({ hash: '', key: 0 });
    const pushState = vi.spyOn(window.history, 'pushState');
    expect(click(link('/page#contact'))).toBe(true);
    expect(pushState).toHaveBeenCalledOnce();
    expect(here()).toBe('/page#contact');
    expect(location.current).toEqual({ hash: '#contact', key: 1 });
  });

  it('counts a click on the link of the hash already in the URL as a new navigation', () => {
    openPage('/page#contact');
    const location = renderLocation();
    expect(location.current).toEqual({ hash: '#contact', key: 0 });
    expect(click(link('/page#contact'))).toBe(true);
    expect(location.current).toEqual({ hash: '#contact', key: 1 });
    expect(click(link('#contact'))).toBe(true);
    expect(location.current).toEqual({ hash: '#contact', key: 2 });
  });

  it('takes a click on what the link holds, and a page served with or without its trailing slash', () => {
    openPage('/help/?from=menu');
    const location = renderLocation();
    expect(click(link('/help?from=menu#process').firstElementChild!)).toBe(true);
    expect(here()).toBe('/help/?from=menu#process');
    expect(location.current.hash).toBe('#process');
    expect(click(link('/help/?from=menu#samples', { target: '_self' }))).toBe(true);
    expect(location.current).toEqual({ hash: '#samples', key: 2 });
  });

  it('follows the back and forward buttons', () => {
    const location = renderLocation();
    click(link('/page#contact'));
    window.history.replaceState(null, '', '/page#location');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(location.current).toEqual({ hash: '#location', key: 2 });
  });
});

describe('clicks left to the browser', () => {
  it.each<[string, MouseEventInit]>([
    ['a middle click', { button: 1 }],
    ['a click with Ctrl', { ctrlKey: true }],
    ['a click with ⌘', { metaKey: true }],
    ['a click with Shift', { shiftKey: true }],
    ['a click with Alt', { altKey: true }],
  ])('does not take %s, which opens the link elsewhere', (_, init) => {
    const location = renderLocation();
    const pushState = vi.spyOn(window.history, 'pushState');
    expect(click(link('/page#contact'), init)).toBe(false);
    expect(pushState).not.toHaveBeenCalled();
    expect(location.current.key).toBe(0);
  });

  it.each([
    ['another page', '/other#contact', {}],
    ['the same path with another query', '/page?tab=2#contact', {}],
    ['another site', 'https://example.org/page#contact', {}],
    ['the page itself without a hash', '/page', {}],
    ['a new window', '/page#contact', { target: '_blank' }],
    ['a download', '/page#contact', { download: '' }],
  ])('does not take a link to %s', (_, href, attributes) => {
    const location = renderLocation();
    expect(click(link(href, attributes))).toBe(false);
    expect(location.current.key).toBe(0);
    expect(here()).toBe('/page');
  });

  it('does not take a click something else already handled', () => {
    const anchor = link('/page#contact');
    anchor.addEventListener('click', (event) => event.preventDefault());
    const location = renderLocation();
    click(anchor);
    expect(location.current.key).toBe(0);
    expect(here()).toBe('/page');
  });

  it('stops listening once stopped', () => {
    const stop = openPage('/page');
    const location = renderLocation();
    stop();
    expect(click(link('/page#contact'))).toBe(false);
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(location.current.key).toBe(0);
  });
});

describe('the location while prerendering and hydrating', () => {
  function Hash() {
    const { hash, key } = usePageLocation();
    return <output>{`${hash}|${key}`}</output>;
  }

  it('is no hash on the server, whatever the URL, and the URL’s once hydrated, without a mismatch', async () => {
    openPage('/page#contact');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Hash />);
    expect(container.textContent).toBe('|0');
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Hash />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('#contact|0');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root!.unmount());
  });
});
