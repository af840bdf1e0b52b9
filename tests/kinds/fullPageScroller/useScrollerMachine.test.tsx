// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WHEEL_GESTURE_GAP_MS } from '../../../src/kinds/fullPageScroller/scrollerState';
import { useScrollerMachine } from '../../../src/kinds/fullPageScroller/useScrollerMachine';

const settings = {
  count: 3,
  footer: true,
  scrollSpeedMs: 700,
  wheelLockMs: 1500,
  swipeThresholdPx: 50,
  wheelGestureGapMs: WHEEL_GESTURE_GAP_MS,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function machine() {
  const { result } = renderHook(() => useScrollerMachine(settings));
  return {
    get index() {
      return result.current.index;
    },
    get moves() {
      return result.current.moves;
    },
    get footer() {
      return result.current.footer;
    },
    send: (...args: Parameters<typeof result.current.send>) => act(() => result.current.send(...args)),
    reset: (index: number) => act(() => result.current.reset(index)),
  };
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useScrollerMachine', () => {
  it('starts at 0 and counts moves', () => {
    const scroller = machine();
    expect(scroller.index).toBe(0);
    expect(scroller.moves).toBe(0);
    scroller.send({ type: 'step', direction: 1 });
    expect(scroller.index).toBe(1);
    expect(scroller.moves).toBe(1);
  });

  it('is busy for scrollSpeedMs on the clock', () => {
    const scroller = machine();
    scroller.send({ type: 'step', direction: 1 });
    wait(699);
    scroller.send({ type: 'step', direction: -1 });
    expect(scroller.index).toBe(1);
    wait(1);
    scroller.send({ type: 'step', direction: -1 });
    expect(scroller.index).toBe(0);
  });

  it('locks the wheel the same way for wheelLockMs, on the clock', () => {
    const scroller = machine();
    scroller.send({ type: 'wheel', deltaY: 100 });
    wait(900);
    scroller.send({ type: 'wheel', deltaY: 100 });
    expect(scroller.index).toBe(1);
    scroller.send({ type: 'step', direction: -1 });
    expect(scroller.index).toBe(0);
    wait(700);
    scroller.send({ type: 'wheel', deltaY: 100 });
    expect(scroller.index).toBe(1);
  });

  it('turns an inertia train into one move', () => {
    const scroller = machine();
    for (let i = 0; i < 150; i++) {
      scroller.send({ type: 'wheel', deltaY: Math.max(1, 40 - i) });
      wait(16);
    }
    expect(scroller.moves).toBe(1);
  });

  it('starts over at the section given to reset, without counting a move', () => {
    const scroller = machine();
    scroller.reset(1);
    expect(scroller.index).toBe(1);
    expect(scroller.moves).toBe(0);
    scroller.send({ type: 'step', direction: -1 });
    expect(scroller.index).toBe(0);
  });

  it('shows the footer after the last section, keeping the last section current, and goes back on the clock', () => {
    const scroller = machine();
    scroller.reset(settings.count - 1);
    scroller.send({ type: 'wheel', deltaY: 100 });
    expect(scroller.footer).toBe(true);
    expect(scroller.index).toBe(settings.count - 1);
    expect(scroller.moves).toBe(1);
    wait(699);
    scroller.send({ type: 'step', direction: -1 });
    expect(scroller.footer).toBe(true);
    wait(1);
    scroller.send({ type: 'step', direction: -1 });
    expect(scroller.footer).toBe(false);
    expect(scroller.index).toBe(settings.count - 1);
  });
});
