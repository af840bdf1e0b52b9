import { stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizeOrNull = (path: string) =>
  stat(path).then(
    (s) => s.size,
    () => null,
  );

/**
 * Bytes as served: the build's .gz/.br beside a file when there is one (sirv
 * sends those), otherwise the file itself (woff2 and small files go as they are).
 */
export async function servedSizes(dist: string, url: string): Promise<Sizes> {
  const path = join(dist, decodeURIComponent(url.split(/[?#]/)[0]!));
  const raw = await sizeOrNull(path);
  if (raw === null) throw new Error(`${url} is referenced by a page but missing from ${dist}`);
  return { raw, gzip: (await sizeOrNull(`${path}.gz`)) ?? raw, brotli: (await sizeOrNull(`${path}.br`)) ?? raw };
}
