export interface Rebuilder {
  /** Asks for a build; requests during a running build are merged into one build after it. */
  request(reason: string): void;
  /** Resolves when no build is running or waiting. */
  idle(): Promise<void>;
}

export interface RebuilderOptions<Result> {
  /** Builds for these changes (paths, merged from a burst of requests). */
  build(reasons: string[]): Promise<Result>;
  onStart?(reasons: string[]): void;
  onResult(result: Result): void;
  /** Waits this long after a change for more changes (an editor's save often touches files twice). */
  debounceMs?: number;
}

/**
 * Runs one build at a time and never drops a change: a burst of saves becomes
 * one build, and a save during a build causes exactly one more build after it.
 * Kept apart from the watcher and the server so live reload can subscribe to results.
 */
export function createRebuilder<Result>({
  build,
  onStart,
  onResult,
  debounceMs = 100,
}: RebuilderOptions<Result>): Rebuilder {
  let pending: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function run(): Promise<void> {
    while (pending.length > 0) {
      const reasons = pending;
      pending = [];
      onStart?.(reasons);
      onResult(await build(reasons));
    }
    running = null;
  }

  function start(): void {
    timer = undefined;
    if (!running) running = run();
  }

  return {
    request(reason) {
      if (!pending.includes(reason)) pending.push(reason);
      clearTimeout(timer);
      timer = setTimeout(start, debounceMs);
    },
    async idle() {
      while (timer !== undefined || running) {
        await (running ?? new Promise((resolve) => setTimeout(resolve, debounceMs)));
      }
    },
  };
}
