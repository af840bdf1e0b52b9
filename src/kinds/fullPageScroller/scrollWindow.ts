/**
 * The track's easing, cubic-bezier(0.65, 0, 0.35, 1), as a function: the
 * window's move to the footer must feel like the track's moves between sections.
 */
function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls the window to `top` over `durationMs`, or at once when the visitor
 * asks for reduced motion; calls `onDone` when there. Returns what stops it.
 * Drawn frame by frame rather than with `behavior: 'smooth'`, whose duration
 * is the browser's and would not match the scroller's speed.
 */
export function scrollWindowTo(top: number, durationMs: number, onDone: () => void): () => void {
  const from = window.scrollY;
  if (Math.abs(top - from) < 1) {
    onDone();
    return () => {};
  }
  if (durationMs <= 0 || reducedMotion()) {
    window.scrollTo({ top, behavior: 'instant' });
    onDone();
    return () => {};
  }
  let frame = 0;
  let start: number | null = null;
  const tick = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / durationMs);
    window.scrollTo({ top: from + (top - from) * easeInOutCubic(progress), behavior: 'instant' });
    if (progress < 1) frame = requestAnimationFrame(tick);
    else onDone();
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/**
 * Where the window rests to show `footer` below the screens: its bottom at the
 * window's bottom, so only its height is scrolled and the last section stays
 * in sight above it; a footer taller than the window shows its top.
 */
export function footerScrollTop(footer: HTMLElement): number {
  const rect = footer.getBoundingClientRect();
  const top = rect.top + window.scrollY;
  return Math.max(0, Math.min(top, top + rect.height - window.innerHeight));
}
