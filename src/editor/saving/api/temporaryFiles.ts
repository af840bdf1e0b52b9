import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

// Every file a save makes beside the manifest is named `.site.json.<12 hex>.tmp`, so that one a save killed halfway left is known for what it is.

const hexLength = 12;

export const temporaryBeside = (file: string) =>
  join(dirname(file), `.${basename(file)}.${randomBytes(hexLength / 2).toString('hex')}.tmp`);

function isTemporaryOf(file: string, name: string): boolean {
  const prefix = `.${basename(file)}.`;
  return name.startsWith(prefix) && new RegExp(`^[0-9a-f]{${hexLength}}\\.tmp$`).test(name.slice(prefix.length));
}

/**
 * Removes what saves killed halfway (kill -9, a power cut) left beside the manifest: a temporary copy,
 * or the second name a save holds the file by. Only files of that exact pattern, and only at start, when
 * no save of this editor is under way. A file that cannot be removed stays; it harms nothing but the eye.
 */
export async function removeStaleTemporaries(manifest: string): Promise<void> {
  const dir = dirname(manifest);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const stale = entries.filter((entry) => entry.isFile() && isTemporaryOf(manifest, entry.name));
  await Promise.all(stale.map((entry) => rm(join(dir, entry.name)).catch(() => undefined)));
}
