import { linkSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { versionOf } from './diskDocument';
import { temporaryBeside } from './temporaryFiles';

/**
 * Points where a test comes between the steps of a save, to play another
 * program writing the file at that very moment. The editor passes none.
 */
export interface ReplaceSeams {
  /** Just before the file is compared with the version the draft started from. */
  beforeCompare?(): Promise<void>;
  /** Between the compare and the rename: synchronous, as everything there is. */
  beforeRename?(): void;
}

/**
 * Replaces `file` with `data` if it still holds the version `baseVersion`, and
 * answers false, leaving it as it is, when another program changed it since.
 * A reader sees the old file or the new one, never half of one: the bytes go to
 * a temporary file beside it, reach the disk, and are renamed over it.
 */
export async function replaceIfUnchanged(
  file: string,
  data: Uint8Array,
  baseVersion: string,
  seams: ReplaceSeams = {},
): Promise<boolean> {
  const temporary = temporaryBeside(file);
  let replaced = false;
  try {
    await writeDurably(temporary, data, await modeOf(file));
    await seams.beforeCompare?.();
    replaced = swapIfUnchanged(file, temporary, baseVersion, seams.beforeRename);
  } finally {
    if (!replaced) await rm(temporary, { force: true });
  }
  if (replaced) await syncFolder(dirname(file));
  return replaced;
}

/**
 * The compare and the rename, synchronous so that nothing of this process comes
 * between them, and the file held by a second name meanwhile so that nothing of
 * another program is lost either:
 * - a program that replaced the file (renamed another over it) since it was held is seen before the rename;
 * - a program that wrote into it in place after it was read wrote into the held file, which the rename
 *   took out of sight: that is seen after the rename, and the held file is put back.
 * What no portable file API closes is a replacement between the last check and the rename, two system calls apart.
 */
function swapIfUnchanged(file: string, temporary: string, baseVersion: string, beforeRename?: () => void): boolean {
  const held = temporaryBeside(file);
  if (!linked(file, held)) return false;
  try {
    const bytes = readFileSync(held);
    if (versionOf(bytes) !== baseVersion) return false;
    beforeRename?.();
    if (!sameFile(file, held)) return false;
    renameSync(temporary, file);
    if (readFileSync(held).equals(bytes)) return true;
    renameSync(held, file);
    return false;
  } finally {
    rmSync(held, { force: true });
  }
}

/** False when the file is gone: the caller reads it again and says so. */
function linked(file: string, name: string): boolean {
  try {
    linkSync(file, name);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

function sameFile(a: string, b: string): boolean {
  const [first, second] = [statSync(a, { throwIfNoEntry: false }), statSync(b)];
  return first?.ino === second.ino && first.dev === second.dev;
}

async function modeOf(file: string): Promise<number> {
  return ((await stat(file).catch(() => null))?.mode ?? 0o644) & 0o777;
}

async function writeDurably(file: string, data: Uint8Array, mode: number): Promise<void> {
  const handle = await open(file, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

// The rename itself is only durable once the folder is synced; some file systems cannot, which costs nothing but that.
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}
