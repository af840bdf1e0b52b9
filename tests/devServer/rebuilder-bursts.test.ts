import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { BuildResult } from '../../src/siteBuild/build-site';
import { createRebuilder } from '../../src/devServer/rebuilder';

const failed: BuildResult = { ok: false, messages: [] };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A build that finishes when the test says so. */
function controllableBuild() {
  const finishers: (() => void)[] = [];
  const build = vi.fn(() => new Promise<BuildResult>((resolve) => finishers.push(() => resolve(failed))));
  return { build, finishNext: () => finishers.shift()?.() };
}

it('merges a burst of changes into one build', async () => {
  const { build, finishNext } = controllableBuild();
  const onStart = vi.fn();
  const rebuilder = createRebuilder({ build, onStart, onResult: () => {} });
  rebuilder.request('site.json');
  rebuilder.request('src/a.tsx');
  rebuilder.request('site.json');
  await vi.advanceTimersByTimeAsync(100);
  expect(build).toHaveBeenCalledTimes(1);
  expect(onStart).toHaveBeenCalledWith(['site.json', 'src/a.tsx']);
  finishNext();
  await vi.runAllTimersAsync();
  expect(build).toHaveBeenCalledTimes(1);
});

it('builds once more after a change that arrives during a build, never two at a time', async () => {
  const { build, finishNext } = controllableBuild();
  const onResult = vi.fn();
  const rebuilder = createRebuilder({ build, onResult });
  rebuilder.request('site.json');
  await vi.advanceTimersByTimeAsync(100);
  rebuilder.request('public/a.svg');
  rebuilder.request('src/b.tsx');
  await vi.advanceTimersByTimeAsync(500);
  expect(build).toHaveBeenCalledTimes(1);
  finishNext();
  await vi.advanceTimersByTimeAsync(0);
  expect(build).toHaveBeenCalledTimes(2);
  finishNext();
  await vi.runAllTimersAsync();
  expect(onResult).toHaveBeenCalledTimes(2);
  await expect(rebuilder.idle()).resolves.toBeUndefined();
});
