import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import type { PublicImage } from '../../shared/apiContract';

const IMAGE = /\.(jpe?g|png|webp|gif|avif|svg)$/i;

interface Measured {
  key: string;
  size: { width: number; height: number } | null;
}

/**
 * Every image under public/ with its size, for the image picker. Sizes are
 * kept per file, its length and modification time, so a second look reads
 * only what changed. A file sharp cannot read is left out.
 */
export function createImageLister(publicDir: string) {
  const measured = new Map<string, Measured>();

  async function measure(path: string, key: string): Promise<Measured['size']> {
    const known = measured.get(path);
    if (known?.key === key) return known.size;
    const size = await sharp(path)
      .metadata()
      .then(({ autoOrient }) => (autoOrient.width && autoOrient.height ? autoOrient : null))
      .catch(() => null);
    measured.set(path, { key, size });
    return size;
  }

  return async function listImages(): Promise<PublicImage[]> {
    const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile() && IMAGE.test(entry.name) && !entry.name.startsWith('.'))
      .map((entry) => join(entry.parentPath, entry.name));
    const images = await Promise.all(
      files.map(async (path): Promise<PublicImage | null> => {
        const { size: bytes, mtimeMs } = await stat(path);
        const size = await measure(path, `${bytes}:${mtimeMs}`);
        return (
          size && {
            src: `/${relative(publicDir, path).split(sep).join('/')}`,
            width: size.width,
            height: size.height,
            bytes,
          }
        );
      }),
    );
    return images.filter((image) => image !== null).sort((a, b) => a.src.localeCompare(b.src));
  };
}
