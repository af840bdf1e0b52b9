import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// woff2 and images other than SVG are compressed already; source maps are for developers only.
const compressible = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);
const smallest = 1024;

/**
 * Writes `.br` and `.gz` beside every text file worth compressing, at the
 * strongest settings: done once per build instead of on every request, and
 * served by the static handler to browsers that accept them.
 */
export async function precompress(outDir: string): Promise<{ files: number }> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && compressible.has(extname(entry.name)) && !entry.name.startsWith('.'));
  let written = 0;
  await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const data = await readFile(path);
      if (data.length < smallest) return;
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
      written += 1;
    }),
  );
  return { files: written };
}
