import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { readDownloadFacts, type DownloadFacts } from './downloadFacts';

export interface PublicFiles {
  /** Folder name as people know it ("public"), for messages. */
  name: string;
  dir: string;
  exists: boolean;
  /** Site paths of every file, e.g. "/images/xps.svg". */
  paths: ReadonlySet<string>;
  /** What was read of each file a site offers to download (a PDF, HWP, …), by site path. */
  downloads: ReadonlyMap<string, DownloadFacts>;
}

async function walk(dir: string, sitePath: string, found: Set<string>): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const child = `${sitePath}/${entry.name}`;
    if (entry.isDirectory()) await walk(join(dir, entry.name), child, found);
    else found.add(child);
  }
}

/**
 * Lists the public folder once per validation. Comparing against the listing,
 * not asking the file system, keeps letter case exact on every OS: a macOS
 * editor would find "XPS.svg" for "xps.svg", the Linux server would not.
 */
export async function listPublicFiles(dir: string): Promise<PublicFiles> {
  const paths = new Set<string>();
  try {
    await walk(dir, '', paths);
    return { name: basename(dir), dir, exists: true, paths, downloads: await readDownloadFacts(dir, paths) };
  } catch {
    return { name: basename(dir), dir, exists: false, paths, downloads: new Map() };
  }
}
