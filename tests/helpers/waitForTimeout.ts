// Loaded before every unit test file (vitest.config.ts). Testing Library's waitFor and findBy*
// poll until their condition holds and give up after `asyncUtilTimeout`, 1 s by default: on a busy
// machine the code a dialog loads on its first opening can take longer than that to arrive, and a
// test then failed that a second later would have passed. The polls still end as soon as their
// condition holds; only a test that is really failing waits this long.
import { beforeAll } from 'vitest';

beforeAll(async () => {
  // Only component tests (jsdom) use Testing Library; the others need not load it.
  if (typeof document === 'undefined') return;
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
});
