export interface RunnerBounds {
  /** Tasks under way at once. */
  running: number;
  /** Tasks queued behind them; one more is turned away. */
  waiting: number;
}

/** Runs async tasks a few at a time with a short queue, turning away what does not fit rather than queueing forever. */
export function createBoundedRunner({ running, waiting }: RunnerBounds) {
  let active = 0;
  const queue: (() => void)[] = [];

  // A finished task hands its place straight to the first in the queue, so a newcomer cannot jump ahead.
  function release() {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }

  async function run<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } finally {
      release();
    }
  }

  return {
    /** The task's result, or undefined at once when every place and the queue are taken. */
    tryRun<T>(task: () => Promise<T>): Promise<T> | undefined {
      if (active < running) {
        active += 1;
        return run(task);
      }
      if (queue.length >= waiting) return undefined;
      return new Promise<void>((resolve) => queue.push(resolve)).then(() => run(task));
    },
  };
}

export type BoundedRunner = ReturnType<typeof createBoundedRunner>;
