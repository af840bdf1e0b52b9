import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DownloadFileWithSize } from '../kinds/files/downloadSize';
import { downloadTypeOf } from '../kinds/files/downloadTypes';

/** Every object of the manifest copy that names a download by its `path` (a route's path never names one). */
function downloads(value: unknown, found: DownloadFileWithSize[] = []): DownloadFileWithSize[] {
  if (Array.isArray(value)) for (const item of value) downloads(item, found);
  else if (value !== null && typeof value === 'object') {
    const path = (value as { path?: unknown }).path;
    if (typeof path === 'string' && downloadTypeOf(path)) found.push(value as DownloadFileWithSize);
    for (const child of Object.values(value)) downloads(child, found);
  }
  return found;
}

/**
 * Writes each download's size into the manifest copy the renderer gets, so the
 * page says "PDF · 182KB". The validator has checked each file is in public/,
 * which the build copies into the site as it is.
 */
export async function addDownloadSizes(copy: unknown, publicDir: string): Promise<void> {
  for (const file of downloads(copy)) file.bytes = (await stat(join(publicDir, file.path))).size;
}
