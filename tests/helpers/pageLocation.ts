import { afterEach } from 'vitest';
import { handleSamePageLinks } from '../../src/islands/navigation';

let stop: (() => void) | null = null;

/**
 * Opens `path` in jsdom's window as a page the islands' navigation handles,
 * the way src/islands/client.tsx starts a page: links within it then change
 * the hash and the location's key as in the browser. Handling stops after the
 * test, or when the returned function is called.
 */
export function openPage(path: string): () => void {
  window.history.replaceState(null, '', path);
  stop?.();
  stop = handleSamePageLinks();
  return stop;
}

afterEach(() => {
  stop?.();
  stop = null;
});
