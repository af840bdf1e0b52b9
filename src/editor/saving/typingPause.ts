/** How long without typing ends an undo step, as in other editors. */
export const TYPING_PAUSE_MS = 1000;

/**
 * Calls `onPause` once typing has paused for `pauseMs`: each `typed()` starts
 * the wait again. A timer rather than comparing the times of edits: while the
 * page is busy drawing, keys pressed meanwhile are handled before the timer, so
 * only a real pause of the person closes the step.
 */
export function typingPause(onPause: () => void, pauseMs = TYPING_PAUSE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    typed: () => {
      stop();
      timer = setTimeout(() => {
        timer = undefined;
        onPause();
      }, pauseMs);
    },
    stop,
  };
}
