import { open, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { downloadTypeOf, SIGNATURE_BYTES } from '../../kinds/files/downloadTypes';

/** What the validator needs of a file offered for download, read before the synchronous checks. */
export type DownloadFacts =
  /** A symbolic link to somewhere outside public/: never opened, since what it points to is not the site's. */
  { outside: true } | { outside: false; bytes: number; /** Its first bytes in hexadecimal. */ head: string };

async function readFacts(root: string, file: string): Promise<DownloadFacts | undefined> {
  const real = await realpath(file).catch(() => undefined);
  if (real === undefined) return undefined;
  if (!real.startsWith(root + sep)) return { outside: true };
  const handle = await open(real, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return undefined;
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SIGNATURE_BYTES), 0, SIGNATURE_BYTES, 0);
    return { outside: false, bytes: stats.size, head: buffer.subarray(0, bytesRead).toString('hex') };
  } finally {
    await handle.close();
  }
}

/**
 * Size and first bytes of every file in public/ with a download extension
 * (a handful on any site, so each is read). A file that cannot be read is
 * left out and so reads as missing.
 */
export async function readDownloadFacts(dir: string, paths: ReadonlySet<string>): Promise<Map<string, DownloadFacts>> {
  const root = await realpath(dir);
  const facts = new Map<string, DownloadFacts>();
  for (const sitePath of paths) {
    if (!downloadTypeOf(sitePath)) continue;
    const read = await readFacts(root, join(dir, sitePath));
    if (read) facts.set(sitePath, read);
  }
  return facts;
}
