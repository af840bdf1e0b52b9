import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { optimize, VERSION } from 'svgo';
import { buildCacheDir, writeCacheFile } from '../cache-dir';

/**
 * svgo's default preset, which in svgo 4 keeps viewBox and <title>; <desc> is
 * kept too, since both are what a screen reader announces for an inline SVG.
 */
const svgoConfig = {
  multipass: true,
  plugins: [{ name: 'preset-default' as const, params: { overrides: { removeDesc: false as const } } }],
};

/** A file svgo cannot parse is left as it was: browsers forgive more than svgo, and it drew before this step existed. */
function minified(original: string, path: string): string {
  try {
    const { data } = optimize(original, { ...svgoConfig, path });
    return data.length < original.length ? data : original;
  } catch {
    return original;
  }
}

export interface SvgTotals {
  files: number;
  before: number;
  after: number;
  /** Files svgo ran on; the others came from the cache. */
  optimized: number;
}

/**
 * Minifies the SVG files copied from public/, in place; returns the bytes before and after.
 * svgo takes about 10 ms a file, so results are kept in the cache by content.
 */
export async function minifySvgFiles(dir: string, cacheDir = buildCacheDir('svg')): Promise<SvgTotals> {
  const totals = { files: 0, before: 0, after: 0, optimized: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const settings = `svgo-${VERSION}:${JSON.stringify(svgoConfig)}:`;
  await mkdir(cacheDir, { recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.toLowerCase().endsWith('.svg')) continue;
    const file = join(entry.parentPath, entry.name);
    const original = await readFile(file, 'utf8');
    const cached = join(cacheDir, `${createHash('sha256').update(settings).update(original).digest('hex')}.svg`);
    let smaller = await readFile(cached, 'utf8').catch(() => null);
    if (smaller === null) {
      smaller = minified(original, file);
      await writeCacheFile(cached, smaller);
      totals.optimized += 1;
    }
    await writeFile(file, smaller);
    totals.files += 1;
    totals.before += Buffer.byteLength(original);
    totals.after += Buffer.byteLength(smaller);
  }
  return totals;
}
