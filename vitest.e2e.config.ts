import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { longFilesFirst } from './tests/longFilesFirst';
import { inChromiumSuite, testFilesByIsolation } from './tests/testFileIsolation';

/** The suite's longest files (half a minute or more alone; see the durations vitest prints), in the order they start. */
const longFiles = [
  'tests/e2e/production-install.test.ts',
  'tests/siteBuild/content-edits.build.test.ts',
  'tests/e2e/editor-forms.test.ts',
  'tests/e2e/every-page-opens.test.ts',
  'tests/siteBuild/content-edits-opens.build.test.ts',
  'tests/e2e/tab-rows.test.ts',
  'tests/e2e/editor-preview.test.ts',
  'tests/siteBuild/images.build.test.ts',
  'tests/e2e/editor-translations.test.ts',
  'tests/e2e/privacy-link.test.ts',
  'tests/e2e/editor.test.ts',
];

/**
 * Files that time what a page does in its first frames (modules loaded only after the largest paint settled, the
 * web font swapped in before a visitor sees text move): on cores another file keeps busy, a frame comes late and
 * they fail for that alone. They run after all others, one at a time.
 */
const aloneFiles = ['tests/e2e/loader.test.ts', 'tests/e2e/web-font.test.ts'];

/** The Chromium tests and the tests that build whole sites, the alone files aside, by what they leave behind. */
const together = testFilesByIsolation((file) => inChromiumSuite(file) && !aloneFiles.includes(file));

/**
 * Files side by side: one more than the cores, since a file spends much of its time waiting on Chromium, a server or
 * a build in another process.
 */
const sideBySide = availableParallelism() + 1;

const shared = {
  environment: 'node',
  // Limits for a test that hangs, not budgets: every wait inside is on a condition. With both cores kept busy by
  // another process, building a site with photos to encode took the image test's set-up past 3 minutes.
  testTimeout: 300_000,
  hookTimeout: 900_000,
  // expect.poll waits on a condition; its 1 s default is a time budget that files running side by side on a
  // busy machine overrun (a page's font request can start later than that after the first paint).
  expect: { poll: { timeout: 30_000 } },
} as const;

// The Chromium suite and the tests that build whole sites (any *.build.test.ts beside the unit tests it belongs
// with), against built sites and one Chromium (see tests/e2e/global-setup.ts, run once for both groups).
export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/global-setup.ts', 'tests/e2e/global-setup.ts'],
    maxWorkers: sideBySide,
    sequence: { sequencer: longFilesFirst(longFiles) },
    projects: [
      {
        // Files that leave nothing behind share a worker and the modules it imported (Playwright, the renderer, the
        // build) with the files before them: 979 -> 883 core-seconds, 503 -> 452 s for the suite, quiet.
        test: {
          ...shared,
          name: 'together',
          include: together.shared,
          isolate: false,
          maxWorkers: sideBySide,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'together-apart',
          include: [...together.context, ...together.process],
          maxWorkers: sideBySide,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'alone',
          include: aloneFiles,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
