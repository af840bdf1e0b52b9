import { useEffect, useRef, useState, type RefObject } from 'react';

export interface FullPageMode {
  /** One section per screen, moved by the wheel, keys, swipes and dots. */
  active: boolean;
  /** The section to show first when the mode switches on: the one the visitor had scrolled to. */
  entryIndex: number;
}

const ordinaryScrolling: FullPageMode = { active: false, entryIndex: 0 };

// Rounding: a section exactly as tall as the window must count as fitting.
const tolerancePx = 1;

/** The screen whose top is nearest the top of the window. */
function nearestScreen(screens: readonly HTMLElement[]): number {
  const distances = screens.map((screen) => Math.abs(screen.getBoundingClientRect().top));
  return Math.max(0, distances.indexOf(Math.min(...distances)));
}

/**
 * Decides between one-section-per-screen and ordinary scrolling. The server
 * and the hydrating client both render ordinary scrolling (every section
 * stacked, nothing cut off, the footer reachable); the full-page mode is
 * switched on after mount, and only while the window is at least `minWidth`
 * wide and every section's content fits in its height. Re-evaluated when the
 * window is resized and when a section's content changes size (fonts loading).
 *
 * `contents[i]` is section i's content, laid out to grow past its screen
 * rather than shrink, so its height is the larger of content and screen.
 */
export function useFullPageMode(
  screens: RefObject<(HTMLElement | null)[]>,
  contents: RefObject<(HTMLElement | null)[]>,
  count: number,
  minWidth: number,
): FullPageMode {
  const [mode, setMode] = useState(ordinaryScrolling);
  const active = useRef(false);

  useEffect(() => {
    const present = (elements: (HTMLElement | null)[]) =>
      elements.slice(0, count).filter((element): element is HTMLElement => element !== null);

    const evaluate = () => {
      const fits =
        window.innerWidth >= minWidth &&
        present(contents.current).every((content) => content.offsetHeight <= window.innerHeight + tolerancePx);
      if (fits === active.current) return;
      active.current = fits;
      setMode(fits ? { active: true, entryIndex: nearestScreen(present(screens.current)) } : ordinaryScrolling);
    };

    evaluate();
    window.addEventListener('resize', evaluate);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(evaluate) : null;
    present(contents.current).forEach((content) => observer?.observe(content));
    return () => {
      window.removeEventListener('resize', evaluate);
      observer?.disconnect();
    };
  }, [screens, contents, count, minWidth]);

  return mode;
}
