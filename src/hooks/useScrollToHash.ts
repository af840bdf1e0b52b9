import { useEffect } from 'react';
import { usePageLocation } from '../islands/navigation';
import { hashTargetId, prefersReducedMotion, scrollBelowHeader } from './scrollToHash';

export interface ScrollToHashOptions {
  /** The fixed header the target must clear; measured, as its height can change. */
  headerSelector?: string;
  /** The space kept clear when there is no such header, in pixels. */
  fallbackOffsetPx?: number;
  /** How long focus waits for a smooth scroll that never reports its end. */
  focusDelayMs?: number;
}

/**
 * Scrolls smoothly (instantly for visitors who ask for reduced motion) to the
 * element named by the URL hash when the page loads and on every navigation,
 * so clicking the link of the section already in the URL scrolls back to it
 * too: each navigation has a new `key`. Then focus moves to the
 * element, for keyboard and screen-reader users.
 */
export function useScrollToHash({
  headerSelector = 'header',
  fallbackOffsetPx = 0,
  focusDelayMs = 1000,
}: ScrollToHashOptions = {}): void {
  const { hash, key } = usePageLocation();

  useEffect(() => {
    const id = hashTargetId(hash);
    if (!id) return;
    let stop: (() => void) | undefined;
    // A frame's wait lets the browser lay out the page just rendered.
    const frame = window.requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      stop = scrollBelowHeader(target, {
        header: document.querySelector(headerSelector),
        fallbackOffsetPx,
        instant: prefersReducedMotion(),
        focusDelayMs,
      });
    });
    return () => {
      window.cancelAnimationFrame(frame);
      stop?.();
    };
  }, [hash, key, headerSelector, fallbackOffsetPx, focusDelayMs]);
}
