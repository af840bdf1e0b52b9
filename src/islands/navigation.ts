import { useSyncExternalStore } from 'react';
import { routePath } from '../render/routePath';

/**
 * Where the visitor is on the page, as islands see it: the hash, and a count
 * that changes with every navigation, so following the link of the section
 * already in the URL scrolls to it again. Pages are separate documents now;
 * only links within the page are handled here, as the router used to.
 */
export interface PageLocation {
  hash: string;
  key: number;
}

const serverLocation: PageLocation = { hash: '', key: 0 };
let current: PageLocation = serverLocation;
const listeners = new Set<() => void>();

function notify(): void {
  current = { hash: window.location.hash, key: current.key + 1 };
  for (const listener of listeners) listener();
}

/** A plain left click on a link to a section of this very page. */
function samePageHashLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href);
  const here = window.location;
  const samePage =
    url.origin === here.origin && routePath(url.pathname) === routePath(here.pathname) && url.search === here.search;
  return samePage && url.hash ? url : null;
}

function onClick(event: MouseEvent): void {
  const url = samePageHashLink(event);
  if (!url) return;
  event.preventDefault();
  window.history.pushState(null, '', url.hash);
  notify();
}

/**
 * Keeps links within the page from jumping: the URL changes and the islands
 * (the sub-item tabs, the section scroll, the header) answer instead.
 * Returns what stops it (for tests, which start each page afresh).
 */
export function handleSamePageLinks(): () => void {
  current = { hash: window.location.hash, key: 0 };
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', notify);
  return () => {
    document.removeEventListener('click', onClick);
    window.removeEventListener('popstate', notify);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's location; on the server and while hydrating, none (the prerendered page has no hash). */
export function usePageLocation(): PageLocation {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => serverLocation,
  );
}
