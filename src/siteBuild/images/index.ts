import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { SiteManifest } from '../../manifest/site.gen';
import {
  backgroundDisplayWidth,
  type ImageFile,
  type ImageVariants,
  type ImageWithVariants,
  type WithBackgroundVariants,
} from '../../render/imageVariants';
import { collectRasterBackgrounds, collectRasterImages } from './collect';
import { CachedEncoder, extensionOf, loadSharp, sha256, type EncodeCounts, type OutputFormat } from './encode';
import { maxVariantWidth, variantWidths } from './widths';

export interface ImageBuildSummary extends EncodeCounts {
  /** Raster images and backgrounds (distinct file and display width) given variants. */
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
 * Encodes every raster Image of the manifest, and every raster background
 * (drawn full width), into AVIF and WebP at several widths (at most twice its
 * display width) under `<outDir>/assets/images/`, through the cache.
 */
export async function buildImages(
  manifest: SiteManifest,
  options: { publicDir: string; outDir: string; cacheDir: string },
): Promise<ImageBuildResult> {
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

  const variantsOf = async (src: string, displayWidth: number): Promise<ImageVariants> => {
    const source = await readSource(join(options.publicDir, src));
    const widths = variantWidths(source.width, displayWidth);
    const avif: ImageFile[] = [];
    const webp: ImageFile[] = [];
    for (const width of widths) {
      avif.push(await emit(src, source, width, 'avif'));
      webp.push(await emit(src, source, width, 'webp'));
    }
    const cap = maxVariantWidth(source.width, displayWidth);
    const keepsOriginal = source.width <= cap && (source.format === 'jpeg' || source.format === 'png');
    const fallback = keepsOriginal
      ? { url: src, width: source.width }
      : await emit(src, source, cap, fallbackFormat(source));
    summary.images += 1;
    return { avif, webp, fallback };
  };

  const variantsAt = (src: string, displayWidth: number) => {
    const id = `${src}@${displayWidth}`;
    if (!variantsByImage.has(id)) variantsByImage.set(id, variantsOf(src, displayWidth));
    return variantsByImage.get(id)!;
  };

  // One after another: sharp already uses every core for each encode.
  for (const image of collectRasterImages(copy)) {
    (image as ImageWithVariants).variants = await variantsAt(image.src, image.width);
  }
  for (const owner of collectRasterBackgrounds(copy)) {
    (owner as WithBackgroundVariants<typeof owner>).imageVariants = await variantsAt(
      owner.image,
      backgroundDisplayWidth,
    );
  }
  return { manifest: copy, summary: { ...summary, ...encoder.counts } };
}
