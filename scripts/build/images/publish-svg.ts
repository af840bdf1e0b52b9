import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from 'svgo';
import { buildCacheDir, writeCacheFile } from '../cache-dir';
import { projectRoot } from '../paths';

/**
 * svgo's default preset, which in svgo 4 keeps viewBox and <title>; <desc> is
 * kept too, since both are what a screen reader announces for an inline SVG.
 * One pass: repeating it (multipass) took three times the CPU to save 0.1% of the bytes of today's SVGs.
 */
const svgoConfig: Config = {
  plugins: [{ name: 'preset-default', params: { overrides: { removeDesc: false } } }],
};

/** svgo takes a quarter of a second to load, which a build whose SVGs are all in the cache need not pay. */
const loadSvgo = () => import('svgo');

// Part of every cache key, read from the package so the cache check does not load svgo.
const svgoVersion = async () => JSON.parse(await readFile(join(projectRoot, 'node_modules/svgo/package.json'), 'utf8')).version as string;

/** A file svgo cannot parse is left as it was: browsers forgive more than svgo, and it drew before this step existed. */
async function minified(original: string, path: string): Promise<string> {
  const { optimize } = await loadSvgo();
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
  const settings = `svgo-${await svgoVersion()}:${JSON.stringify(svgoConfig)}:`;
  await mkdir(cacheDir, { recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.toLowerCase().endsWith('.svg')) continue;
    const file = join(entry.parentPath, entry.name);
    const original = await readFile(file, 'utf8');
    const cached = join(cacheDir, `${createHash('sha256').update(settings).update(original).digest('hex')}.svg`);
    let smaller = await readFile(cached, 'utf8').catch(() => null);
    if (smaller === null) {
      smaller = await minified(original, file);
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
