import { useCallback, useEffectEvent, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import type { FullPageMode } from './useFullPageMode';
import type { ScrollerMachine } from './useScrollerMachine';

/**
 * Keeps what is shown, what has focus and the window's scroll position in step:
 *  - entering the full-page mode starts at the section the visitor had scrolled
 *    to, and leaving it scrolls the stacked page to the section that was shown;
 *  - focus moving into a section that is not shown (Tab, Shift+Tab) shows it,
 *    so keyboard users are never focused on something off screen;
 *  - a move made some other way takes focus along when it was inside the
 *    section that moved away;
 *  - the window stays at the top while focus moves between sections:
 *    focusing an off-screen element makes the browser scroll even a page whose
 *    overflow is hidden (the window's moves to and from the footer are
 *    useFooterStop's).
 * Returns the focus handler for the element holding the screens.
 */
export function useSectionFocus(
  mode: FullPageMode,
  machine: ScrollerMachine,
  screens: RefObject<(HTMLElement | null)[]>,
  viewport: RefObject<HTMLElement | null>,
) {
  const { index, reset, send } = machine;
  const wasActive = useRef(false);

  // Only a change of mode should scroll: the section shown is read at that moment, and its changes are not followed.
  const onModeChange = useEffectEvent((current: FullPageMode) => {
    if (current.active) {
      reset(current.entryIndex);
    } else if (wasActive.current) {
      const shown = screens.current[index];
      if (shown && shown.offsetTop !== window.scrollY) window.scrollTo(0, shown.offsetTop);
    }
    wasActive.current = current.active;
  });
  useLayoutEffect(() => onModeChange(mode), [mode]);

  useLayoutEffect(() => {
    if (!mode.active) return;
    if (viewport.current) viewport.current.scrollTop = 0;
    const shown = screens.current[index];
    const focused = document.activeElement;
    const focusLeftBehind = screens.current.some((screen) => screen !== shown && screen?.contains(focused));
    if (shown && focusLeftBehind) shown.focus({ preventScroll: true });
  }, [mode.active, index, screens, viewport]);

  return useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!mode.active) return;
      const target = event.target;
      const section = screens.current.findIndex((screen) => screen?.contains(target));
      if (section >= 0) send({ type: 'reveal', index: section });
      returnToTop(viewport.current);
      // The browser may scroll the focused element into view after this handler;
      // unless focus has gone on meanwhile, to the footer, which the window scrolls to show.
      const screensHolder = event.currentTarget;
      requestAnimationFrame(() => {
        if (screensHolder.contains(document.activeElement)) returnToTop(viewport.current);
      });
    },
    [mode.active, screens, viewport, send],
  );
}

function returnToTop(viewport: HTMLElement | null): void {
  if (viewport && viewport.scrollTop !== 0) viewport.scrollTop = 0;
  if (window.scrollY !== 0) window.scrollTo(0, 0);
}
