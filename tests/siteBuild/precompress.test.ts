import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { brotliQuality, precompress } from '../../src/siteBuild/precompress';

let dir: string;
let cacheDir: string;

const page = (text: string) =>
  `<!doctype html><title>${text}</title>${'<p>분석 장비와 시험 사례를 소개합니다.</p>'.repeat(80)}`;
const script = `export const data=${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: `instrument-${i}`, label: `장비 ${i}` })))};`;

/** A build's output as the build writes it, in a folder of its own. */
async function writeOutput(name: string, title: string): Promise<string> {
  const out = join(dir, name);
  await mkdir(join(out, 'assets'), { recursive: true });
  await writeFile(join(out, 'index.html'), page(title));
  await writeFile(join(out, 'assets', 'client-ABCDEFGH.js'), script);
  await writeFile(join(out, 'robots.txt'), 'User-agent: *\n');
  await writeFile(join(out, 'assets', 'font.woff2'), Buffer.alloc(4096, 1));
  return out;
}

const brotliAt = (text: string, quality: number) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  cacheDir = join(dir, 'cache');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('writes .br and .gz beside text files of 1 KB or more: hashed assets at brotli 11, pages at 10', async () => {
  const out = await writeOutput('dist', '첫 화면');
  expect(await precompress(out, cacheDir)).toEqual({ files: 2, compressed: 2 });
  expect((await readdir(out)).sort()).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz', 'robots.txt']);
  expect((await readdir(join(out, 'assets'))).sort()).toEqual([
    'client-ABCDEFGH.js',
    'client-ABCDEFGH.js.br',
    'client-ABCDEFGH.js.gz',
    'font.woff2',
  ]);
  for (const [file, text, quality] of [
    ['index.html', page('첫 화면'), brotliQuality.pages],
    ['assets/client-ABCDEFGH.js', script, brotliQuality.assets],
  ] as const) {
    const br = await readFile(join(out, `${file}.br`));
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(br).toEqual(brotliAt(text, quality));
    expect(gunzipSync(await readFile(join(out, `${file}.gz`))).toString()).toBe(text);
  }
});

it('compresses in a rebuild only the files whose content changed', async () => {
  await precompress(await writeOutput('first', '첫 화면'), cacheDir);
  const unchanged = await writeOutput('second', '첫 화면');
  expect(await precompress(unchanged, cacheDir)).toEqual({ files: 2, compressed: 0 });
  expect(brotliDecompressSync(await readFile(join(unchanged, 'index.html.br'))).toString()).toBe(page('첫 화면'));
  const edited = await writeOutput('third', '글만 고친 화면');
  expect(await precompress(edited, cacheDir)).toEqual({ files: 2, compressed: 1 });
  expect(brotliDecompressSync(await readFile(join(edited, 'index.html.br'))).toString()).toBe(page('글만 고친 화면'));
  expect(gunzipSync(await readFile(join(edited, 'index.html.gz'))).toString()).toBe(page('글만 고친 화면'));
});
