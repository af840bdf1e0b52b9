import { useCallback, useRef, useState } from 'react';
import {
  initialScrollerState,
  isFooterStop,
  scrollerReducer,
  sectionOfStop,
  type ScrollerEvent,
  type ScrollerSettings,
  type ScrollerState,
} from './scrollerState';

type WithoutClock<E> = E extends { now: number } ? Omit<E, 'now'> : E;

/** An event as the component sends it; the clock is read here. */
export type ScrollerInput = WithoutClock<ScrollerEvent>;

export interface ScrollerMachine {
  /** The section shown; while the footer is shown, the last section, partly in sight above it. */
  index: number;
  /** The footer is shown, below the last section. */
  footer: boolean;
  /** How many moves have happened; 0 until the visitor first moves. */
  moves: number;
  send: (input: ScrollerInput) => void;
  /** Starts over at `index`, e.g. when the full-page mode is switched on. */
  reset: (index: number) => void;
}

/**
 * Runs the scroller's state machine. The machine lives in a ref and React
 * state holds only what is drawn: an inertia train sends sixty wheel events a
 * second, and re-rendering the sections for each would be wasted work.
 */
export function useScrollerMachine(settings: ScrollerSettings): ScrollerMachine {
  const machine = useRef<ScrollerState>(initialScrollerState());
  const latestSettings = useRef(settings);
  latestSettings.current = settings;
  const [drawn, setDrawn] = useState({ stop: 0, moves: 0 });

  const send = useCallback((input: ScrollerInput) => {
    const before = machine.current;
    const event = { ...input, now: performance.now() } as ScrollerEvent;
    const after = scrollerReducer(before, event, latestSettings.current);
    machine.current = after;
    if (after.index !== before.index) setDrawn((current) => ({ stop: after.index, moves: current.moves + 1 }));
  }, []);

  const reset = useCallback((index: number) => {
    machine.current = initialScrollerState(index);
    setDrawn((current) => (current.stop === index ? current : { ...current, stop: index }));
  }, []);

  return {
    index: sectionOfStop(drawn.stop, settings),
    footer: isFooterStop(drawn.stop, settings),
    moves: drawn.moves,
    send,
    reset,
  };
}
