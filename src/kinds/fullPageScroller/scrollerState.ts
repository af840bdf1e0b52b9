/**
 * The full-page scroller's state machine, kept free of React and the DOM so
 * its timing can be tested with plain numbers. Every event carries `now` (ms,
 * on the clock of `performance.now()`); "busy" and the wheel lock are
 * deadlines compared with it, so no timer is needed to clear them.
 */

export type Direction = 1 | -1;
export type Edge = 'first' | 'last';

export interface ScrollerSettings {
  /** Number of sections. */
  count: number;
  /**
   * Whether the page's footer follows the last section as one more stop, as
   * fullPage.js's auto-height last section: reaching it moves the view only by
   * the footer's height, and the last section stays partly in sight above it.
   */
  footer: boolean;
  /** How long a move animates; no other move starts meanwhile (site.json behaviour.scrollSpeedMs). */
  scrollSpeedMs: number;
  /** After a wheel move, further wheel moves the same way wait this long (site.json behaviour.wheelLockMs). */
  wheelLockMs: number;
  /** A touch must travel further than this, vertically, to move (site.json behaviour.swipeThresholdPx). */
  swipeThresholdPx: number;
  /** Wheel events closer together than this, the same way, belong to one gesture (see below). */
  wheelGestureGapMs: number;
}

/**
 * A trackpad flick is not one wheel event but a train of them: the finger's
 * own deltas, then the operating system's inertia, decaying for two seconds or
 * more, one event per frame. A plain time lock would let that train move twice
 * (once at the start, again when the lock runs out while it is still
 * arriving). So wheel events are grouped into gestures: an event the same way
 * as the previous one, less than this gap after it, continues the gesture, and
 * only the first event of a gesture may move. The lock is in effect extended
 * for as long as the train keeps coming. 200 ms is the gap fullPage.js uses to
 * tell one scroll from the next; inertia events come every 16-50 ms.
 *
 * This describes input devices, not the site, so it is not in site.json.
 */
export const WHEEL_GESTURE_GAP_MS = 200;

interface Point {
  x: number;
  y: number;
}

export interface ScrollerState {
  /** The stop shown: a section's index, or `count` for the footer (see footerStop). */
  index: number;
  /** A move animates until then. */
  busyUntil: number;
  /** The last wheel event: its direction and time, to tell gestures apart. */
  wheelDirection: Direction | null;
  wheelAt: number;
  /** The last move the wheel made: its direction and time, for the lock. */
  wheelMoveDirection: Direction | null;
  wheelMoveAt: number;
  /** Where the current single-finger touch started, if one is in progress. */
  touchStart: Point | null;
}

export type ScrollerEvent =
  /** Keys: one section up or down. */
  | { type: 'step'; direction: Direction; now: number }
  /** Dots and the next-section button: straight to a section. */
  | { type: 'goTo'; index: number; now: number }
  /** Home and End: the first section, or the last stop (the footer when there is one). */
  | { type: 'edge'; edge: Edge; now: number }
  /** Focus entered a section (or the footer, at `count`): it must be shown even while a move is animating. */
  | { type: 'reveal'; index: number; now: number }
  /**
   * The track's move has visibly ended. Its transition starts at the frame after
   * the input, whose clock can be a little behind the input's, so it can end a
   * few milliseconds before the deadline; a key pressed then must not be ignored.
   */
  | { type: 'arrived'; now: number }
  | { type: 'wheel'; deltaY: number; now: number }
  | { type: 'touchStart'; x: number; y: number }
  | { type: 'touchEnd'; x: number; y: number; now: number }
  | { type: 'touchCancel' };

export function initialScrollerState(index = 0): ScrollerState {
  return {
    index,
    busyUntil: -Infinity,
    wheelDirection: null,
    wheelAt: -Infinity,
    wheelMoveDirection: null,
    wheelMoveAt: -Infinity,
    touchStart: null,
  };
}

/** How many stops there are: every section, then the footer when there is one. */
function stopCount(settings: Pick<ScrollerSettings, 'count' | 'footer'>): number {
  return settings.count + (settings.footer ? 1 : 0);
}

/** The stop that shows the footer (when settings.footer): the one after the last section. */
export function footerStop(settings: Pick<ScrollerSettings, 'count'>): number {
  return settings.count;
}

/** Whether the stop `index` is the footer. */
export function isFooterStop(index: number, settings: Pick<ScrollerSettings, 'count' | 'footer'>): boolean {
  return settings.footer && index === footerStop(settings);
}

/** The section a stop shows: the footer's stop still shows the last section above the footer. */
export function sectionOfStop(index: number, settings: Pick<ScrollerSettings, 'count'>): number {
  return Math.min(index, settings.count - 1);
}

export function isBusy(state: ScrollerState, now: number): boolean {
  return now < state.busyUntil;
}

/** Starts a move to `index`, or returns the state unchanged when there is nowhere to go. */
function moveTo(state: ScrollerState, index: number, now: number, settings: ScrollerSettings): ScrollerState {
  if (index < 0 || index >= stopCount(settings) || index === state.index) return state;
  return { ...state, index, busyUntil: now + settings.scrollSpeedMs };
}

function onWheel(state: ScrollerState, deltaY: number, now: number, settings: ScrollerSettings): ScrollerState {
  if (deltaY === 0) return state;
  const direction: Direction = deltaY > 0 ? 1 : -1;
  const continuesGesture = direction === state.wheelDirection && now - state.wheelAt < settings.wheelGestureGapMs;
  const seen = { ...state, wheelDirection: direction, wheelAt: now };
  if (continuesGesture || isBusy(state, now)) return seen;
  // Reversing is always allowed: the lock only holds back repeats the same way.
  const locked = direction === state.wheelMoveDirection && now - state.wheelMoveAt < settings.wheelLockMs;
  if (locked) return seen;
  const moved = moveTo(seen, state.index + direction, now, settings);
  return moved === seen ? seen : { ...moved, wheelMoveDirection: direction, wheelMoveAt: now };
}

function onTouchEnd(state: ScrollerState, end: Point, now: number, settings: ScrollerSettings): ScrollerState {
  const start = state.touchStart;
  const ended = { ...state, touchStart: null };
  if (!start || isBusy(state, now)) return ended;
  const dy = start.y - end.y;
  const dx = start.x - end.x;
  if (Math.abs(dy) <= settings.swipeThresholdPx || Math.abs(dy) <= Math.abs(dx)) return ended;
  // The finger moving up drags the page up: the next section.
  return moveTo(ended, state.index + (dy > 0 ? 1 : -1), now, settings);
}

export function scrollerReducer(state: ScrollerState, event: ScrollerEvent, settings: ScrollerSettings): ScrollerState {
  switch (event.type) {
    case 'step':
      return isBusy(state, event.now) ? state : moveTo(state, state.index + event.direction, event.now, settings);
    case 'goTo':
      return isBusy(state, event.now) ? state : moveTo(state, event.index, event.now, settings);
    case 'edge':
      return isBusy(state, event.now)
        ? state
        : moveTo(state, event.edge === 'first' ? 0 : stopCount(settings) - 1, event.now, settings);
    case 'reveal':
      return moveTo(state, event.index, event.now, settings);
    case 'arrived':
      return isBusy(state, event.now) ? { ...state, busyUntil: event.now } : state;
    case 'wheel':
      return onWheel(state, event.deltaY, event.now, settings);
    case 'touchStart':
      return { ...state, touchStart: { x: event.x, y: event.y } };
    case 'touchEnd':
      return onTouchEnd(state, event, event.now, settings);
    case 'touchCancel':
      return state.touchStart ? { ...state, touchStart: null } : state;
  }
}
