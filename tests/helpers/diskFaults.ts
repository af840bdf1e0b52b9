import { execFileSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync, rmdirSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A small tmpfs of its own: filled to the last page, then freed, to give SQLite a real full disk. */
export interface SmallDisk {
  dir: string;
  /** Writes a file of zeros until the file system refuses (ENOSPC). */
  fill(): void;
  /** Removes that file. */
  free(): void;
  unmount(): void;
}

const fillerName = 'disk-filler';

/**
 * Why a small tmpfs cannot be mounted here (not root, no CAP_SYS_ADMIN), or
 * undefined when it can. Tested once, by mounting one.
 */
export const smallDiskRefusal: string | undefined = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'mount-check-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'pipe' });
    execFileSync('umount', [dir], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    return `mount -t tmpfs is not permitted here (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); a full disk needs root`;
  } finally {
    rmdirSync(dir);
  }
})();

export function mountSmallDisk(sizeKb: number): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'small-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k,mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
  const filler = join(dir, fillerName);
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      try {
        // Large blocks first, then single pages, so not even one page of the tmpfs is left.
        for (const size of [256 * 1024, 4096, 512]) {
          const block = Buffer.alloc(size);
          try {
            for (;;) writeSync(fd, block);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      unlinkSync(filler);
    },
    unmount() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** chattr +i: not even root can write the files, through a descriptor already open or a new one (on ext4). Returns the undo. */
export function makeImmutable(files: readonly string[]): () => void {
  execFileSync('chattr', ['+i', ...files], { stdio: 'pipe' });
  return () => execFileSync('chattr', ['-i', ...files], { stdio: 'pipe' });
}
