/**
 * DOM steps of scrolling to the element a URL hash names: find it, keep it
 * clear of the fixed header, scroll, then give it focus once the scroll ends.
 */

/** The id a hash names (`#%EC%98%A4` → `오`), or null for an empty hash. */
export function hashTargetId(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Where the fixed header ends, in viewport pixels. Measured rather than taken
 * from the theme because the header can grow (its drop-down panel); the phone
 * menu is positioned outside the header's box, so an open one does not count.
 */
export function headerBottom(header: Element | null, fallbackPx: number): number {
  if (!header) return fallbackPx;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

/** The window scroll position that puts the element's top right below the header. */
export function scrollTopFor(element: Element, offsetPx: number): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - offsetPx);
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Calls `callback` when the window's smooth scroll ends, or after `maxWaitMs` where `scrollend` never comes. */
export function afterScrollEnds(callback: () => void, maxWaitMs: number): () => void {
  let pending = true;
  const finish = () => {
    if (!pending) return;
    stop();
    callback();
  };
  const stop = () => {
    pending = false;
    window.removeEventListener('scrollend', finish);
    window.clearTimeout(timer);
  };
  window.addEventListener('scrollend', finish);
  const timer = window.setTimeout(finish, maxWaitMs);
  return stop;
}

export interface ScrollBelowHeaderOptions {
  header: Element | null;
  fallbackOffsetPx: number;
  instant: boolean;
  /** How long focus waits for a smooth scroll that never reports its end, and how long the header is watched. */
  focusDelayMs: number;
}

/**
 * Calls back with the header's new bottom edge each time it gets shorter than
 * it has been, for `forMs`. The drop-down panel a link was clicked in closes in
 * a render of its own, possibly after the header was first measured; the panel
 * opening again under the pointer is an overlay and must not move the page.
 */
function whenHeaderShrinks(
  header: Element | null,
  from: number,
  callback: (bottom: number) => void,
  forMs: number,
): () => void {
  if (!header || typeof ResizeObserver !== 'function') return () => {};
  let lowest = from;
  const observer = new ResizeObserver(() => {
    const bottom = headerBottom(header, from);
    if (bottom > lowest - 0.5) return;
    lowest = bottom;
    callback(bottom);
  });
  observer.observe(header);
  const timer = window.setTimeout(() => observer.disconnect(), forMs);
  return () => {
    window.clearTimeout(timer);
    observer.disconnect();
  };
}

/** Scrolls so the element starts right below the header, then focuses it; returns the function that stops both. */
export function scrollBelowHeader(
  element: HTMLElement,
  { header, fallbackOffsetPx, instant, focusDelayMs }: ScrollBelowHeaderOptions,
): () => void {
  const behavior: ScrollBehavior = instant ? 'instant' : 'smooth';
  const focus = () => focusWithoutScrolling(element);
  let offset = headerBottom(header, fallbackOffsetPx);
  let stopWaiting = () => {};
  // A stacked page lays out a section only as it nears the screen (content-visibility: auto), from an estimated
  // height until then: the sections a smooth scroll passed on its way may have turned out taller or shorter and
  // moved the target. Once the scroll ends, it is aimed at again, at once, and focused; then again in each next
  // frame for as long as the sections that jump brought near the screen still move it (laid out, they stay).
  const aimAgain = (aimsLeft: number) => {
    const top = scrollTopFor(element, offset);
    if (Math.abs(top - window.scrollY) < 1 || aimsLeft === 0) return;
    window.scrollTo({ top, behavior: 'instant' });
    const frame = requestAnimationFrame(() => aimAgain(aimsLeft - 1));
    stopWaiting = () => cancelAnimationFrame(frame);
  };
  const settleThenFocus = () => {
    aimAgain(10);
    focus();
  };
  const scrollThenFocus = (top: number) => {
    window.scrollTo({ top, behavior });
    stopWaiting();
    if (instant) focus();
    else stopWaiting = afterScrollEnds(settleThenFocus, focusDelayMs);
  };

  const top = scrollTopFor(element, offset);
  if (Math.abs(top - window.scrollY) < 1) focus();
  else scrollThenFocus(top);
  const stopFollowing = whenHeaderShrinks(
    header,
    offset,
    (bottom) => {
      offset = bottom;
      scrollThenFocus(scrollTopFor(element, bottom));
    },
    focusDelayMs,
  );
  return () => {
    stopFollowing();
    stopWaiting();
  };
}

/**
 * Moves keyboard and screen-reader focus to a section without scrolling again.
 * A section is not focusable by itself, so it gets tabindex -1 for as long as it holds focus.
 */
export function focusWithoutScrolling(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}
