import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface StagingDir {
  /** The directory to write the new output into. */
  path: string;
  /** Replaces the output directory with the staging directory. */
  publish(): Promise<void>;
  /** Removes the staging directory; the output directory stays as it was. */
  discard(): Promise<void>;
}

const exists = (path: string) => stat(path).then(() => true, () => false);

/**
 * A sibling of `outDir` to build into. It sits on the same filesystem, so
 * publishing is two renames and a failed build never touches `outDir`.
 */
export async function createStagingDir(outDir: string): Promise<StagingDir> {
  const sibling = (label: string) => join(dirname(outDir), `.${basename(outDir)}.${label}-${randomBytes(4).toString('hex')}`);
  const path = sibling('building');
  await mkdir(path, { recursive: true });
  return {
    path,
    async publish() {
      const previous = sibling('previous');
      const hadPrevious = await exists(outDir);
      if (hadPrevious) await rename(outDir, previous);
      try {
        await rename(path, outDir);
      } catch (error) {
        if (hadPrevious) await rename(previous, outDir);
        throw error;
      }
      if (hadPrevious) await rm(previous, { recursive: true, force: true });
    },
    async discard() {
      await rm(path, { recursive: true, force: true });
    },
  };
}
