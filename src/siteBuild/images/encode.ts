import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
import { writeCacheFile } from '../cache-dir';

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** Part of every cache key: changing a setting here re-encodes everything once. */
export const encoderSettings = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const;

export const extensionOf: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

export interface EncodeCounts {
  encoded: number;
  reused: number;
}

/** sharp takes a tenth of a second to load, which a site without photos need not pay. */
export const loadSharp = () => import('sharp').then((module) => module.default);

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The key of one encoded file: the source's bytes, the width, the format and its settings. */
export function variantKey(sourceHash: string, width: number, format: OutputFormat, sharpVersion: string): string {
  return sha256(
    `${sourceHash}:${width}:${format}:${JSON.stringify(encoderSettings[format])}:sharp-${sharpVersion}`,
  ).slice(0, 16);
}

function encoder(pipeline: Sharp, format: OutputFormat): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif(encoderSettings.avif);
    case 'webp':
      return pipeline.webp(encoderSettings.webp);
    case 'jpeg':
      return pipeline.jpeg(encoderSettings.jpeg);
    case 'png':
      return pipeline.png(encoderSettings.png);
  }
}

/**
 * Encodes one source at given widths and formats through `.cache/images/`
 * (`<key>-<width>.<ext>`), so a rebuild whose images did not change encodes nothing.
 * The source is decoded only when some file is missing from the cache.
 */
export class CachedEncoder {
  readonly counts: EncodeCounts = { encoded: 0, reused: 0 };

  constructor(private readonly cacheDir: string) {}

  async encode(
    source: Buffer,
    sourceHash: string,
    width: number,
    format: OutputFormat,
  ): Promise<{ key: string; data: Buffer }> {
    const sharp = await loadSharp();
    const key = variantKey(sourceHash, width, format, sharp.versions.sharp);
    const cached = join(this.cacheDir, `${key}-${width}.${extensionOf[format]}`);
    const hit = await readFile(cached).catch(() => null);
    if (hit) {
      this.counts.reused += 1;
      return { key, data: hit };
    }
    // rotate() applies the EXIF orientation a camera wrote, before the metadata is dropped.
    const data = await encoder(sharp(source).rotate().resize({ width, withoutEnlargement: true }), format).toBuffer();
    await mkdir(this.cacheDir, { recursive: true });
    await writeCacheFile(cached, data);
    this.counts.encoded += 1;
    return { key, data };
  }
}
