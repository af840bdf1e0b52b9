import { useScrollToHash } from '../../hooks/useScrollToHash';

/** Scrolls to the section the URL's hash names, clear of the fixed header; an island that draws nothing. */
export function HashScroll({ fallbackOffsetPx }: { fallbackOffsetPx: number }) {
  useScrollToHash({ fallbackOffsetPx });
  return null;
}
