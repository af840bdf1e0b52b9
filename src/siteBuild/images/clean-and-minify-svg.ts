import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Config } from 'svgo';
import { MessageError } from '../../messages/messageError';
import { describeSvgProblem, type SvgProblem } from '../../svg/svgProblem';
import { buildCacheDir, writeCacheFile } from '../cache-dir';
import { shownPath } from '../format-summary';
import { projectRoot } from '../paths';

/**
 * svgo's default preset, which in svgo 4 keeps viewBox and <title>; <desc> is
 * kept too, since both are what a screen reader announces for an inline SVG.
 * One pass: repeating it (multipass) took three times the CPU to save 0.1% of the bytes of today's SVGs.
 */
const svgoConfig: Config = {
  plugins: [{ name: 'preset-default', params: { overrides: { removeDesc: false } } }],
};

/** jsdom and svgo take two seconds to load, which a build whose SVGs are all in the cache need not pay. */
const loadCleaner = () => import('../../svg/cleanSvg');
const loadSvgo = () => import('svgo');

const versionOf = async (name: string) =>
  JSON.parse(await readFile(join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')).version as string;

/**
 * Part of every cache key, read without loading any of them: the versions of
 * the sanitizer, its parser and svgo, svgo's settings, and the cleaning's own
 * code, so a changed rule cleans every file again.
 */
async function cacheSettings(): Promise<string> {
  const cleaningDir = join(projectRoot, 'src/svg');
  const cleaning = createHash('sha256');
  for (const file of (await readdir(cleaningDir)).sort())
    cleaning.update(file).update(await readFile(join(cleaningDir, file)));
  const versions = await Promise.all(
    ['dompurify', 'jsdom', 'svgo'].map(async (name) => `${name}-${await versionOf(name)}`),
  );
  return `${versions.join(':')}:${cleaning.digest('hex')}:${JSON.stringify(svgoConfig)}:`;
}

/** An SVG the build refuses to put into the site; the message names the file under public/ and says what to do. */
export class SvgRefused extends MessageError<SvgProblem['code']> {
  constructor(file: string, problem: SvgProblem) {
    const described = describeSvgProblem(file, problem);
    super({ ...described, hint: `${described.hint} 사이트에 싣지 않을 파일이면 지우세요.` });
  }
}

interface CleanedSvg {
  svg: string;
  /** What cleaning took out, in Korean; empty when nothing. */
  removed: string[];
}

/** svgo's output when it is smaller; a file svgo cannot parse stays as cleaning wrote it, which browsers read. */
async function minified(cleaned: string, path: string): Promise<string> {
  const { optimize } = await loadSvgo();
  try {
    const { data } = optimize(cleaned, { ...svgoConfig, path });
    return data.length < cleaned.length ? data : cleaned;
  } catch {
    return cleaned;
  }
}

export interface SvgTotals {
  files: number;
  before: number;
  after: number;
  /** Files cleaned and minified now; the others came from the cache. */
  optimized: number;
  /** Files cleaning took something out of (as shown, e.g. public/images/a.svg), with what. */
  cleaned: { file: string; removed: string[] }[];
}

/**
 * Cleans (src/svg/cleanSvg.ts) then minifies the SVG files copied from
 * `publicDir` into `dir`, in place; throws SvgRefused for one that is not an
 * SVG a browser can read. Both take about 25 ms a file, so results are kept in the cache by content.
 */
export async function cleanAndMinifySvgFiles(
  dir: string,
  publicDir: string,
  cacheDir = buildCacheDir('svg'),
): Promise<SvgTotals> {
  const totals: SvgTotals = { files: 0, before: 0, after: 0, optimized: 0, cleaned: [] };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const settings = await cacheSettings();
  await mkdir(cacheDir, { recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.toLowerCase().endsWith('.svg')) continue;
    const file = join(entry.parentPath, entry.name);
    const source = shownPath(join(publicDir, relative(dir, file)));
    const original = await readFile(file, 'utf8');
    const cached = join(cacheDir, `${createHash('sha256').update(settings).update(original).digest('hex')}.json`);
    let cleaned = await readFile(cached, 'utf8').then(
      (text) => JSON.parse(text) as CleanedSvg,
      () => null,
    );
    if (cleaned === null) {
      const cleaning = (await loadCleaner()).cleanSvg(original);
      if (!cleaning.ok) throw new SvgRefused(source, cleaning.problem);
      cleaned = { svg: await minified(cleaning.svg, file), removed: cleaning.removed };
      await writeCacheFile(cached, JSON.stringify(cleaned));
      totals.optimized += 1;
    }
    await writeFile(file, cleaned.svg);
    if (cleaned.removed.length > 0) totals.cleaned.push({ file: source, removed: cleaned.removed });
    totals.files += 1;
    totals.before += Buffer.byteLength(original);
    totals.after += Buffer.byteLength(cleaned.svg);
  }
  return totals;
}
