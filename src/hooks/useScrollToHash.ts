import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { afterScrollEnds, focusWithoutScrolling, hashTargetId, headerBottom, prefersReducedMotion, scrollTopFor } from './scrollToHash';

export interface ScrollToHashOptions {
  /** The fixed header the target must clear; measured when the scroll starts. */
  headerSelector?: string;
  /** The space kept clear when there is no such header, in pixels. */
  fallbackOffsetPx?: number;
  /** How long focus waits for a smooth scroll that never reports its end. */
  focusDelayMs?: number;
}

/**
 * Scrolls smoothly to the element named by the URL hash when the page loads
 * and on every navigation, so clicking the link of the section already in the
 * URL scrolls back to it too: the router gives each navigation a new `key`.
 * Then focus moves to the element, for keyboard and screen-reader users.
 */
export function useScrollToHash({ headerSelector = 'header', fallbackOffsetPx = 0, focusDelayMs = 1000 }: ScrollToHashOptions = {}): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    const id = hashTargetId(hash);
    if (!id) return;
    let stopWaiting: (() => void) | undefined;
    // One frame's wait lets the header close the panel the link was clicked in
    // before it is measured, and lets the browser lay out the newly rendered page.
    const frame = window.requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const top = scrollTopFor(target, headerBottom(document.querySelector(headerSelector), fallbackOffsetPx));
      const instant = prefersReducedMotion();
      const focusTarget = () => focusWithoutScrolling(target);
      if (Math.abs(top - window.scrollY) < 1) {
        focusTarget();
        return;
      }
      window.scrollTo({ top, behavior: instant ? 'instant' : 'smooth' });
      if (instant) focusTarget();
      else stopWaiting = afterScrollEnds(focusTarget, focusDelayMs);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      stopWaiting?.();
    };
  }, [hash, key, headerSelector, fallbackOffsetPx, focusDelayMs]);
}
