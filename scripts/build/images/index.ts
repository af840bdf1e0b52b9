import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { Image, SiteManifest } from '../../../src/manifest/site.gen';
import type { ImageFile, ImageVariants, ImageWithVariants } from '../../../src/render/imageVariants';
import { collectRasterImages } from './collect';
import { CachedEncoder, extensionOf, loadSharp, sha256, type EncodeCounts, type OutputFormat } from './encode';
import { maxVariantWidth, variantWidths } from './widths';

export interface ImageBuildSummary extends EncodeCounts {
  /** Raster images (distinct file and display width) given variants. */
  images: number;
  /** Files written under assets/images/. */
  files: number;
  bytes: number;
}

export interface ImageBuildResult {
  /** A copy of the manifest whose raster Images carry `variants`; hand it to the renderer and the client bundle. */
  manifest: SiteManifest;
  summary: ImageBuildSummary;
}

interface Source {
  data: Buffer;
  hash: string;
  width: number;
  format: string;
  hasAlpha: boolean;
}

async function readSource(file: string): Promise<Source> {
  const data = await readFile(file);
  const sharp = await loadSharp();
  const meta = await sharp(data).metadata();
  // Orientations 5–8 turn the picture a quarter, so its width is the stored height.
  const width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  return { data, hash: sha256(data), width, format: meta.format, hasAlpha: meta.hasAlpha };
}

/** JPEG and PNG sources keep their format for old browsers; a WebP falls back to PNG if it is transparent, JPEG if not. */
function fallbackFormat(source: Source): OutputFormat {
  return source.format === 'png' || source.hasAlpha ? 'png' : 'jpeg';
}

/**
 * Encodes every raster Image of the manifest into AVIF and WebP at several widths
 * (at most twice its display width) under `<outDir>/assets/images/`, through the cache.
 */
export async function buildImages(manifest: SiteManifest, options: { publicDir: string; outDir: string; cacheDir: string }): Promise<ImageBuildResult> {
  const copy = structuredClone(manifest);
  const encoder = new CachedEncoder(options.cacheDir);
  const summary: ImageBuildSummary = { images: 0, files: 0, bytes: 0, encoded: 0, reused: 0 };
  const written = new Set<string>();
  const variantsByImage = new Map<string, Promise<ImageVariants>>();
  const assetsDir = join(options.outDir, 'assets', 'images');
  await mkdir(assetsDir, { recursive: true });

  const emit = async (src: string, source: Source, width: number, format: OutputFormat): Promise<ImageFile> => {
    const { key, data } = await encoder.encode(source.data, source.hash, width, format);
    const name = `${basename(src, extname(src))}-${width}-${key.slice(0, 8)}.${extensionOf[format]}`;
    if (!written.has(name)) {
      written.add(name);
      await writeFile(join(assetsDir, name), data);
      summary.files += 1;
      summary.bytes += data.length;
    }
    return { url: `/assets/images/${name}`, width };
  };

  const variantsOf = async (image: Image): Promise<ImageVariants> => {
    const source = await readSource(join(options.publicDir, image.src));
    const widths = variantWidths(source.width, image.width);
    const avif: ImageFile[] = [];
    const webp: ImageFile[] = [];
    for (const width of widths) {
      avif.push(await emit(image.src, source, width, 'avif'));
      webp.push(await emit(image.src, source, width, 'webp'));
    }
    const cap = maxVariantWidth(source.width, image.width);
    const keepsOriginal = source.width <= cap && (source.format === 'jpeg' || source.format === 'png');
    const fallback = keepsOriginal ? { url: image.src, width: source.width } : await emit(image.src, source, cap, fallbackFormat(source));
    summary.images += 1;
    return { avif, webp, fallback };
  };

  // One after another: sharp already uses every core for each encode.
  for (const image of collectRasterImages(copy)) {
    const id = `${image.src}@${image.width}`;
    if (!variantsByImage.has(id)) variantsByImage.set(id, variantsOf(image));
    (image as ImageWithVariants).variants = await variantsByImage.get(id);
  }
  return { manifest: copy, summary: { ...summary, ...encoder.counts } };
}
