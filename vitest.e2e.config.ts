import { defineConfig } from 'vitest/config';

// The Chromium suite and the tests that build whole sites (any *.build.test.ts
// beside the unit tests it belongs with), against built sites (see tests/e2e/global-setup.ts).
// One file at a time: each starts servers and a browser, and the machine may have two cores.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts', 'tests/**/*.build.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
