import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { servedSizes, type Sizes } from '../../src/siteBuild/served-sizes';
import { pageScripts } from './page-scripts';

export type { Sizes } from '../../src/siteBuild/served-sizes';

export type ByteKind = 'html' | 'cssInline' | 'js' | 'fonts' | 'images';

export interface PageBytes {
  route: string;
  file: string;
  kinds: Record<ByteKind, Sizes>;
  /** Everything a first visit may fetch (HTML, which holds the inline CSS, plus JS, fonts, images). */
  total: Sizes;
  files: Record<Exclude<ByteKind, 'cssInline' | 'html'>, string[]>;
}

const zero = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });
const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/** Inline CSS travels inside the HTML; its compressed share is what it would weigh alone at the build's settings. */
function compressedSizes(text: string): Sizes {
  const data = Buffer.from(text);
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}=["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];
const local = (url: string | undefined): url is string =>
  url !== undefined && url.startsWith('/') && !url.startsWith('//');

/** What a built page references besides scripts (see page-scripts.ts): images, and the fonts its @font-face rules name. */
export function pageReferences(html: string) {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!);
  const fonts = new Set<string>();
  const images = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!local(href)) continue;
    const as = attribute(tag, 'as');
    if (rel === 'preload' && as === 'font') fonts.add(href);
    else if ((rel === 'preload' && as === 'image') || rel === 'icon') images.add(href);
  }
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (local(src)) images.add(src);
  }
  for (const css of [...styles, ...[...html.matchAll(/\sstyle="([^"]*)"/gi)].map((match) => match[1]!)]) {
    for (const match of css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
      const url = match[1]!;
      if (!local(url)) continue;
      (/\.(woff2?|ttf|otf)$/i.test(url) ? fonts : images).add(url);
    }
  }
  // A loader script may declare the @font-face rules after the first paint, so they are found anywhere in the page.
  for (const [, url] of html.matchAll(/["'(\s]((?:\/[\w.@~-]+)+\.woff2)(?=[?#"'\s)])/g)) fonts.add(url!);
  return { styles, fonts: [...fonts], images: [...images] };
}

export async function measurePage(dist: string, route: string, file: string): Promise<PageBytes> {
  const html = await readFile(join(dist, file), 'utf8');
  const refs = pageReferences(html);
  const scripts = await pageScripts(dist, html);
  const sum = async (urls: string[]) =>
    (await Promise.all(urls.map((url) => servedSizes(dist, url)))).reduce(add, zero());
  const kinds: Record<ByteKind, Sizes> = {
    html: await servedSizes(dist, `/${file}`),
    cssInline: refs.styles.map(compressedSizes).reduce(add, zero()),
    js: await sum(scripts),
    fonts: await sum(refs.fonts),
    images: await sum(refs.images),
  };
  const total = [kinds.html, kinds.js, kinds.fonts, kinds.images].reduce(add, zero());
  return { route, file, kinds, total, files: { js: scripts, fonts: refs.fonts, images: refs.images } };
}
