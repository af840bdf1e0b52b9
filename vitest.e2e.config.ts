import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The suite's longest files (a minute or more alone; see the durations vitest prints), in the order
 * they start. With files run side by side, one of them started last would end the run alone while
 * the other workers idle, and a fresh checkout has no timings for vitest to order them by.
 */
const longFiles = [
  'tests/e2e/production-install.test.ts',
  'tests/e2e/every-page-opens.test.ts',
  'tests/siteBuild/content-edits-opens.build.test.ts',
  'tests/e2e/every-page-tabs.test.ts',
  'tests/siteBuild/content-edits-tabs.build.test.ts',
  'tests/e2e/inquiry.test.ts',
  'tests/e2e/tab-rows.test.ts',
  'tests/e2e/editor-forms.test.ts',
  'tests/e2e/privacy-link.test.ts',
  'tests/e2e/editor-preview.test.ts',
];

/** Vitest's order (failed, then slowest, first), with the long files ahead of all others. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = longFiles.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index < 0 ? longFiles.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// The Chromium suite and the tests that build whole sites (any *.build.test.ts beside the unit
// tests it belongs with), against built sites and one Chromium (see tests/e2e/global-setup.ts).
// One file at a time for now: side by side (one worker more than the cores) the suite took 811 s instead of
// about 1,200, but the tests that time a first paint (tests/e2e/loader.test.ts: modules only after the largest
// paint settled, three frames without a new candidate) failed on the starved cores. Running those apart, and
// the rest side by side, is the next step.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts', 'tests/**/*.build.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll waits on a condition; its 1 s default is a time budget that files running side by side on a
    // busy machine overrun (a page's font request can start later than that after the first paint).
    expect: { poll: { timeout: 30_000 } },
  },
});
