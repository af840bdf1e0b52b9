import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (failed, then slowest, first) with `longFiles` ahead of all others, in the order given. With files
 * run side by side, a long file started last would end the run alone while the other workers idle, and a fresh
 * checkout (CI's) has no timings for vitest to order them by.
 */
export function longFilesFirst(longFiles: readonly string[]): typeof BaseSequencer {
  return class LongFilesFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const rank = (file: TestSpecification) => {
        const index = longFiles.findIndex((name) => file.moduleId.endsWith(`/${name}`));
        return index < 0 ? longFiles.length : index;
      };
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}
