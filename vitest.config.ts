import { defineConfig } from 'vitest/config';

// Unit and component tests. Files that render components start with
// `// @vitest-environment jsdom`; the Chromium suite has its own config.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/build/**', '**/node_modules/**'],
    environment: 'node',
  },
});
