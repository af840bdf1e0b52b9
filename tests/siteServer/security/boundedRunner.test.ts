import { describe, expect, it } from 'vitest';
import { createBoundedRunner } from '../../../src/siteServer/security/boundedRunner';

/** A task the test finishes by hand, which records when it started. */
function manualTask(name: string, started: string[]) {
  let finish!: (value: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return {
    run: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('createBoundedRunner', () => {
  it('runs at most `running` tasks at once, queues `waiting` more in order and turns away the rest at once', async () => {
    const runner = createBoundedRunner({ running: 2, waiting: 2 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => manualTask(name, started));
    const results = tasks.map((task) => runner.tryRun(task.run));
    expect(results.map((result) => result !== undefined)).toEqual([true, true, true, true, false]);
    await settled();
    expect(started).toEqual(['a', 'b']);

    tasks[1]!.finish();
    await expect(results[1]).resolves.toBe('b');
    await settled();
    expect(started).toEqual(['a', 'b', 'c']);
    // The queue has room again for one, and a newcomer waits behind d.
    const late = manualTask('late', started);
    const lateResult = runner.tryRun(late.run);
    expect(lateResult).toBeDefined();
    expect(runner.tryRun(manualTask('turned away', started).run)).toBeUndefined();

    tasks[0]!.finish();
    await settled();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]!.finish();
    tasks[3]!.finish();
    late.finish();
    await expect(Promise.all([results[2], results[3], lateResult])).resolves.toEqual(['c', 'd', 'late']);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'late']);
  });

  it('frees the place of a task that fails', async () => {
    const runner = createBoundedRunner({ running: 1, waiting: 0 });
    await expect(runner.tryRun(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    await expect(runner.tryRun(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
