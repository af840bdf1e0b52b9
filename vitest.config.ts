import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and component tests. Files that render components start with
// `// @vitest-environment jsdom`. What builds a whole site or opens Chromium
// (tests/e2e/, any *.build.test.ts) runs in vitest.e2e.config.ts.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/**/*.build.test.{ts,tsx}', '**/node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/helpers/waitForTimeout.ts'],
    // Vitest leaves one core free by default: on a two-core machine that is one test file at a time.
    maxWorkers: availableParallelism(),
    // A test waits on its conditions, not on the clock; vitest's 5 s default is a time budget that a machine whose
    // cores something else keeps busy overruns (a jsdom render of the editor's forms takes seconds there).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
