import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under `dir` with its content hash and modification time, to prove a directory was not touched. */
export async function snapshotDir(dir: string): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const entry of (await readdir(dir, { recursive: true })).sort()) {
    const file = join(dir, entry);
    const info = await stat(file);
    if (info.isDirectory()) continue;
    const digest = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    snapshot[entry] = `${digest} ${info.mtimeMs}`;
  }
  return snapshot;
}
