import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { buildCacheDir, writeCacheFile } from './cache-dir';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// woff2 and images other than SVG are compressed already; source maps are for developers only.
const compressible = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);
/** Files smaller than this are left as they are: compressing them saves next to nothing. */
export const smallest = 1024;

/**
 * Brotli 11 for the content-hashed files under assets/: every visitor fetches
 * them, and the cache below makes each one cost its second or so only once.
 * Brotli 8 for the pages and everything else: on these pages about seven times
 * faster than 10 for 5–10% more bytes (/introduce 8,538 → 9,050 B, well within
 * one round trip), which keeps a site of thousands of pages (the ×100 benchmark
 * writes 2,101 pages, 142 MB of HTML) from spending half a minute here.
 */
export const brotliQuality = { assets: 11, pages: 8 } as const;
const gzipLevel = 9;

export interface PrecompressSummary {
  /** Files given a .br and a .gz. */
  files: number;
  /** Of those, how many were compressed by this build rather than copied from the cache. */
  compressed: number;
}

const isHashedAsset = (outDir: string, path: string) => relative(outDir, path).split(sep)[0] === 'assets';

/**
 * Writes `.br` and `.gz` beside every text file worth compressing: done once
 * per build instead of on every request, and served by the static handler to
 * browsers that accept them. Results are kept in the cache by content, so a
 * rebuild compresses only the files that changed.
 */
export async function precompress(
  outDir: string,
  cacheDir = buildCacheDir('precompress'),
): Promise<PrecompressSummary> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries.filter(
    (entry) => entry.isFile() && compressible.has(extname(entry.name)) && !entry.name.startsWith('.'),
  );
  const summary: PrecompressSummary = { files: 0, compressed: 0 };
  await mkdir(cacheDir, { recursive: true });
  const compress = async (entry: (typeof files)[number]) => {
    const path = join(entry.parentPath, entry.name);
    const data = await readFile(path);
    if (data.length < smallest) return;
    const quality = isHashedAsset(outDir, path) ? brotliQuality.assets : brotliQuality.pages;
    const key = createHash('sha256').update(`br${quality}:gz${gzipLevel}:`).update(data).digest('hex');
    const cached = { br: join(cacheDir, `${key}.br`), gz: join(cacheDir, `${key}.gz`) };
    summary.files += 1;
    const reused = await Promise.all([copyFile(cached.br, `${path}.br`), copyFile(cached.gz, `${path}.gz`)]).then(
      () => true,
      () => false,
    );
    if (reused) return;
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
      gz(data, { level: gzipLevel }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    await Promise.all([writeCacheFile(cached.br, br), writeCacheFile(cached.gz, gzipped)]);
    summary.compressed += 1;
  };
  // zlib's asynchronous calls run on libuv's thread pool. A brotli call holds its encoder's tables
  // (tens of MB at quality 5–9) from its start, so thousands at once exhaust the memory (the ×100
  // benchmark's 2,101 pages did); a few per core keep every core busy.
  let next = 0;
  const worker = async () => {
    while (next < files.length) await compress(files[next++]!);
  };
  await Promise.all(Array.from({ length: availableParallelism() * 2 }, worker));
  return summary;
}
