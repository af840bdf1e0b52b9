import { randomBytes } from 'node:crypto';
import { open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces `file` so that a reader (the dev server's watcher, git, a crash)
 * sees the old file or the new one, never half of one: the bytes go to a
 * temporary file beside it, reach the disk, and are renamed over it.
 */
export async function writeFileAtomically(file: string, data: Uint8Array): Promise<void> {
  const dir = dirname(file);
  const temporary = join(dir, `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const mode = (await stat(file).catch(() => null))?.mode ?? 0o644;
  try {
    const handle = await open(temporary, 'wx', mode & 0o777);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(dir);
}

// The rename itself is only durable once the folder is synced; some file systems cannot, which costs nothing but that.
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}
