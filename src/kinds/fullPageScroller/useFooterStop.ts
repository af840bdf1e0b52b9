import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { layoutIds } from '../../components/Layout/layoutIds';
import { footerStop } from './scrollerState';
import { footerScrollTop, scrollWindowTo } from './scrollWindow';
import type { ScrollerMachine } from './useScrollerMachine';

/**
 * The page's footer, rendered by the layout outside this island; null until
 * mounted (the server and the hydrating render know no document).
 */
export function usePageFooter(): HTMLElement | null {
  const [footer, setFooter] = useState<HTMLElement | null>(null);
  useEffect(() => setFooter(document.getElementById(layoutIds.footer)), []);
  return footer;
}

export type FooterPlace = 'shown' | 'hidden' | 'moving';

interface FooterStopOptions {
  active: boolean;
  machine: ScrollerMachine;
  footer: HTMLElement | null;
  screens: RefObject<(HTMLElement | null)[]>;
  count: number;
  durationMs: number;
}

/**
 * The footer as the full-page scroller's last stop, and the window's scroll
 * position in the full-page mode. The screens fill the window and the page
 * itself does not scroll, so the footer sits just below them: showing it
 * scrolls the window by the footer's height, at the track's speed, and back to
 * the top when a section is shown again. Also:
 *  - focus moving into the footer (Tab from the last section) shows it, so a
 *    focused footer link is never out of sight;
 *  - focus left in the footer as it goes away moves to the section shown;
 *  - a resize keeps the footer's bottom at the window's bottom.
 * Returns where the footer is, drawn on the scroller as data-footer: 'moving'
 * while the window moves, so a test knows when the move is over.
 */
export function useFooterStop({ active, machine, footer, screens, count, durationMs }: FooterStopOptions): FooterPlace {
  const { footer: shown, index, send, reset } = machine;
  // Whether the footer was shown when the window was last placed; null outside the mode.
  const placed = useRef<boolean | null>(null);
  const [moving, setMoving] = useState(false);

  useLayoutEffect(() => {
    if (!active) {
      placed.current = null;
      // The stacked page has no footer stop; coming back to the mode must not start there.
      if (shown) reset(index);
      return;
    }
    // Entering the mode, or a move between sections, is not the window's move: it is placed at once.
    const windowMoves = placed.current !== null && placed.current !== shown;
    placed.current = shown;
    const top = shown && footer ? footerScrollTop(footer) : 0;
    setMoving(windowMoves);
    const stop = scrollWindowTo(top, windowMoves ? durationMs : 0, () => {
      if (!windowMoves) return;
      send({ type: 'arrived' });
      setMoving(false);
    });
    if (!shown && footer?.contains(document.activeElement)) screens.current[index]?.focus({ preventScroll: true });
    return stop;
  }, [active, footer, shown, index, send, reset, screens, durationMs]);

  useEffect(() => {
    if (!active || !footer) return;
    const onFocusIn = () => send({ type: 'reveal', index: footerStop({ count }) });
    const onResize = () => {
      if (placed.current) window.scrollTo({ top: footerScrollTop(footer), behavior: 'instant' });
    };
    footer.addEventListener('focusin', onFocusIn);
    window.addEventListener('resize', onResize);
    return () => {
      footer.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('resize', onResize);
    };
  }, [active, footer, count, send]);

  if (moving) return 'moving';
  return shown ? 'shown' : 'hidden';
}
