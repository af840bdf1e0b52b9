import { describe, expect, it } from 'vitest';
import {
  footerStop,
  initialScrollerState,
  isFooterStop,
  scrollerReducer,
  sectionOfStop,
  WHEEL_GESTURE_GAP_MS,
  type ScrollerEvent,
  type ScrollerSettings,
  type ScrollerState,
} from '../../../src/kinds/fullPageScroller/scrollerState';

// The numbers of site.json's behaviour, written out so the timings below read plainly.
const settings: ScrollerSettings = {
  count: 3,
  footer: false,
  scrollSpeedMs: 700,
  wheelLockMs: 1500,
  swipeThresholdPx: 50,
  wheelGestureGapMs: WHEEL_GESTURE_GAP_MS,
};

/** Feeds events through the machine and records the index after each. */
function run(events: ScrollerEvent[], state: ScrollerState = initialScrollerState(), options = settings) {
  const indices: number[] = [];
  for (const event of events) {
    state = scrollerReducer(state, event, options);
    indices.push(state.index);
  }
  return { state, indices, index: state.index };
}

const step = (direction: 1 | -1, now: number): ScrollerEvent => ({ type: 'step', direction, now });
const wheel = (deltaY: number, now: number): ScrollerEvent => ({ type: 'wheel', deltaY, now });
const swipe = (fromY: number, toY: number, now: number, dx = 0): ScrollerEvent[] => [
  { type: 'touchStart', x: 100, y: fromY },
  { type: 'touchEnd', x: 100 + dx, y: toY, now },
];

/** How many times the index changed. */
const movesIn = (indices: number[]) => indices.filter((index, i) => index !== (i === 0 ? 0 : indices[i - 1])).length;

describe('scroller state machine', () => {
  it('starts at the first section, not busy', () => {
    const state = initialScrollerState();
    expect(state.index).toBe(0);
    expect(run([step(1, 0)]).index).toBe(1);
  });

  it('moves one section at a time, down and up', () => {
    expect(run([step(1, 0), step(1, 1000)]).indices).toEqual([1, 2]);
    expect(run([step(1, 0), step(1, 1000), step(-1, 2000)]).indices).toEqual([1, 2, 1]);
  });

  it('ignores moves past either end', () => {
    expect(run([step(-1, 0)]).index).toBe(0);
    expect(run([step(1, 0), step(1, 1000), step(1, 2000)]).indices).toEqual([1, 2, 2]);
    const atEnd = run([wheel(100, 0)], initialScrollerState(2));
    expect(atEnd.index).toBe(2);
  });

  it('ignores moves while a move animates, and allows them once scrollSpeedMs has passed', () => {
    expect(run([step(1, 0), step(1, 300), step(1, 699)]).indices).toEqual([1, 1, 1]);
    expect(run([step(1, 0), step(1, 700)]).indices).toEqual([1, 2]);
    expect(run([step(1, 0), step(-1, 699), step(-1, 700)]).indices).toEqual([1, 1, 0]);
  });

  it('takes moves again as soon as the track has arrived, even a little before scrollSpeedMs', () => {
    const arrived = (now: number): ScrollerEvent => ({ type: 'arrived', now });
    expect(run([step(1, 0), arrived(690), step(-1, 691)]).indices).toEqual([1, 1, 0]);
    expect(run([step(1, 0), step(-1, 691)]).indices).toEqual([1, 1]);
    // An arrival reported after the deadline changes nothing.
    const late = run([step(1, 0), arrived(800)]).state;
    expect(late).toEqual(run([step(1, 0)]).state);
  });

  describe('wheel', () => {
    it('takes its direction from the sign of deltaY, and ignores a zero delta', () => {
      expect(run([wheel(3, 0)]).index).toBe(1);
      expect(run([wheel(-3, 0)], initialScrollerState(2)).index).toBe(1);
      expect(run([wheel(0, 0)]).index).toBe(0);
    });

    it('ignores a second wheel the same way at 900 ms, but allows a reversed one', () => {
      expect(run([wheel(100, 0), wheel(100, 900)]).indices).toEqual([1, 1]);
      expect(run([wheel(100, 0), wheel(-100, 900)]).indices).toEqual([1, 0]);
    });

    it('does not reverse while a move animates, even though reversing is allowed inside the lock', () => {
      expect(run([wheel(100, 0), wheel(-100, 400)]).indices).toEqual([1, 1]);
    });

    it('allows the same way again at 1600 ms after a quiet gap', () => {
      expect(run([wheel(100, 0), wheel(100, 1600)]).indices).toEqual([1, 2]);
      expect(run([wheel(100, 0), wheel(100, 900), wheel(100, 1600)]).indices).toEqual([1, 1, 2]);
    });

    it('turns a trackpad inertia train of more than two seconds into one move', () => {
      // Decaying deltas every 16 ms for 2.4 s, well past the 1500 ms lock.
      const train: ScrollerEvent[] = [];
      for (let now = 0, delta = 40; now <= 2400; now += 16, delta = Math.max(1, delta * 0.97)) {
        train.push(wheel(Math.round(delta), now));
      }
      const { indices, index } = run(train);
      expect(movesIn(indices)).toBe(1);
      expect(index).toBe(1);
    });

    it('counts a mouse wheel spun without pause as one gesture', () => {
      const spin = Array.from({ length: 40 }, (_, i) => wheel(100, i * 60));
      expect(movesIn(run(spin).indices)).toBe(1);
    });

    it('moves again for a new flick once the train has ended and the lock has passed', () => {
      const train = Array.from({ length: 120 }, (_, i) => wheel(40 - i * 0.3, i * 16));
      const lastAt = 119 * 16;
      const { indices } = run([...train, wheel(30, lastAt + WHEEL_GESTURE_GAP_MS)]);
      expect(movesIn(indices)).toBe(2);
      expect(indices.at(-1)).toBe(2);
    });

    it('lets a reversed train inside the lock move back once', () => {
      const down = Array.from({ length: 60 }, (_, i) => wheel(40 - i * 0.5, i * 16));
      const up = Array.from({ length: 60 }, (_, i) => wheel(-(40 - i * 0.5), 1000 + i * 16));
      const { indices } = run([...down, ...up]);
      expect(movesIn(indices)).toBe(2);
      expect(indices.at(-1)).toBe(0);
    });

    it('does not let a gesture that began while locked move later on', () => {
      // Second flick at 1000 ms (locked); its inertia carries on past 1500 ms.
      const second = Array.from({ length: 80 }, (_, i) => wheel(30, 1000 + i * 16));
      expect(run([wheel(100, 0), ...second]).index).toBe(1);
    });
  });

  describe('touch', () => {
    it('moves for a vertical swipe longer than swipeThresholdPx, and not for a shorter one', () => {
      expect(run(swipe(400, 360, 0)).index).toBe(0);
      expect(run(swipe(400, 350, 0)).index).toBe(0);
      expect(run(swipe(400, 340, 0)).index).toBe(1);
      expect(run(swipe(340, 400, 0), initialScrollerState(1)).index).toBe(0);
    });

    it('ignores mostly horizontal swipes, swipes while busy, and an end without a start', () => {
      expect(run(swipe(400, 340, 0, 120)).index).toBe(0);
      expect(run([step(1, 0), ...swipe(400, 300, 300)]).index).toBe(1);
      expect(run([{ type: 'touchEnd', x: 0, y: 0, now: 0 }]).index).toBe(0);
      expect(
        run([{ type: 'touchStart', x: 0, y: 400 }, { type: 'touchCancel' }, { type: 'touchEnd', x: 0, y: 0, now: 0 }])
          .index,
      ).toBe(0);
    });
  });

  describe('dots and focus', () => {
    it('jumps straight to a section, but not while busy', () => {
      expect(run([{ type: 'goTo', index: 2, now: 0 }]).index).toBe(2);
      expect(
        run([
          { type: 'goTo', index: 2, now: 0 },
          { type: 'goTo', index: 0, now: 500 },
        ]).index,
      ).toBe(2);
      expect(
        run([
          { type: 'goTo', index: 2, now: 0 },
          { type: 'goTo', index: 0, now: 700 },
        ]).index,
      ).toBe(0);
      expect(run([{ type: 'goTo', index: 7, now: 0 }]).index).toBe(0);
    });

    it('reveals a focused section even while busy, so focus is never off screen', () => {
      expect(run([step(1, 0), { type: 'reveal', index: 2, now: 100 }]).index).toBe(2);
    });
  });

  describe('with the footer as the last stop', () => {
    const withFooter: ScrollerSettings = { ...settings, footer: true };
    const footer = footerStop(withFooter);
    const lastSection = withFooter.count - 1;
    const atLastSection = () => initialScrollerState(lastSection);

    it('reaches the footer after the last section by wheel, keys and swipe, and goes no further', () => {
      expect(run([wheel(100, 0)], atLastSection(), withFooter).index).toBe(footer);
      expect(run([step(1, 0), step(1, 1000)], atLastSection(), withFooter).indices).toEqual([footer, footer]);
      expect(run(swipe(400, 300, 0), atLastSection(), withFooter).index).toBe(footer);
      // Without a footer the last section stays the end.
      expect(run([wheel(100, 0)], atLastSection(), settings).index).toBe(lastSection);
    });

    it('goes back to the last section, not further, by a reversed wheel, ArrowUp or a downward swipe', () => {
      const atFooter = () => initialScrollerState(footer);
      expect(run([wheel(-100, 0)], atFooter(), withFooter).index).toBe(lastSection);
      expect(run([step(-1, 0)], atFooter(), withFooter).index).toBe(lastSection);
      expect(run(swipe(300, 400, 0), atFooter(), withFooter).index).toBe(lastSection);
      // Down to the footer and straight back up within the wheel lock: reversing is allowed.
      expect(run([wheel(100, 0), wheel(-100, 900)], atLastSection(), withFooter).indices).toEqual([
        footer,
        lastSection,
      ]);
    });

    it('goes to the footer for End and to the first section for Home, once not busy', () => {
      const edge = (to: 'first' | 'last', now: number): ScrollerEvent => ({ type: 'edge', edge: to, now });
      expect(run([edge('last', 0)], initialScrollerState(), withFooter).index).toBe(footer);
      expect(run([edge('last', 0)], initialScrollerState(), settings).index).toBe(lastSection);
      expect(
        run([edge('last', 0), edge('first', 699), edge('first', 700)], initialScrollerState(), withFooter).indices,
      ).toEqual([footer, footer, 0]);
    });

    it('reveals the footer when focus moves into it, even while busy', () => {
      expect(
        run([step(1, 0), { type: 'reveal', index: footer, now: 100 }], initialScrollerState(), withFooter).index,
      ).toBe(footer);
      expect(run([{ type: 'reveal', index: footer, now: 0 }], initialScrollerState(), settings).index).toBe(0);
    });

    it('keeps the last section as the one shown (its dot current) while the footer is shown', () => {
      expect(isFooterStop(footer, withFooter)).toBe(true);
      expect(isFooterStop(footer, settings)).toBe(false);
      expect(isFooterStop(lastSection, withFooter)).toBe(false);
      expect(sectionOfStop(footer, withFooter)).toBe(lastSection);
      expect(sectionOfStop(1, withFooter)).toBe(1);
    });
  });
});
