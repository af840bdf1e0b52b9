/**
 * Runs tasks one after another: a save reads the file, compares and writes it,
 * and a second save (or a publish) must not come between those steps.
 */
export function createQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

export type Queue = ReturnType<typeof createQueue>;
