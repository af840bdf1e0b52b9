import { useEffect } from 'react';
import { isInsideDialog, keyMove } from './inputTargets';
import type { ScrollerInput } from './useScrollerMachine';

/**
 * Turns the wheel, the keys and touch swipes into scroller events while the
 * full-page mode is on; in the ordinary-scrolling fallback, and once the page
 * is left, none of these listeners exist.
 */
export function useScrollerInput(active: boolean, send: (input: ScrollerInput) => void): void {
  useEffect(() => {
    if (!active) return;

    const onWheel = (event: WheelEvent) => {
      // Ctrl+wheel (and a trackpad pinch, which arrives as one) zooms the page;
      // a mostly sideways trackpad swipe is not meant for a vertical scroller.
      if (event.ctrlKey || Math.abs(event.deltaX) > Math.abs(event.deltaY) || isInsideDialog(event.target)) return;
      send({ type: 'wheel', deltaY: event.deltaY });
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const move = keyMove(event);
      if (move === null) return;
      event.preventDefault();
      send(move);
    };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      // A second finger means a pinch, not a swipe.
      if (event.touches.length !== 1 || !touch || isInsideDialog(event.target)) {
        send({ type: 'touchCancel' });
        return;
      }
      send({ type: 'touchStart', x: touch.clientX, y: touch.clientY });
    };

    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!touch) return;
      send({ type: 'touchEnd', x: touch.clientX, y: touch.clientY });
    };

    const onTouchCancel = () => send({ type: 'touchCancel' });

    const passive = { passive: true } as const;
    window.addEventListener('wheel', onWheel, passive);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('touchstart', onTouchStart, passive);
    window.addEventListener('touchend', onTouchEnd, passive);
    window.addEventListener('touchcancel', onTouchCancel, passive);
    return () => {
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchend', onTouchEnd);
      window.removeEventListener('touchcancel', onTouchCancel);
    };
  }, [active, send]);
}
