import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createRebuilder } from '../../src/devServer/rebuilder';

// The rest of the rebuilder’s behaviour is tested in rebuilder-bursts.test.ts.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('tells the build which paths changed, so the dev build can skip what they cannot affect', async () => {
  const build = vi.fn(async (_reasons: string[]) => 'built');
  const rebuilder = createRebuilder({ build, onResult: () => {} });
  rebuilder.request('/site/site.json');
  rebuilder.request('/site/src/a.tsx');
  await vi.runAllTimersAsync();
  expect(build).toHaveBeenCalledWith(['/site/site.json', '/site/src/a.tsx']);
});
