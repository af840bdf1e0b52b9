import type { Image } from '../../../src/manifest/site.gen';

const rasterPattern = /\.(jpe?g|png|webp)$/i;

function isImage(value: object): value is Image {
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.src === 'string' &&
    typeof candidate.alt === 'string' &&
    typeof candidate.width === 'number' &&
    typeof candidate.height === 'number'
  );
}

/**
 * Every `Image` object anywhere in the manifest whose file is a raster image,
 * found by its shape rather than by field names, so a new section type with an
 * image needs no change here.
 */
export function collectRasterImages(root: unknown): Image[] {
  const found: Image[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value !== null && typeof value === 'object') {
      if (isImage(value) && rasterPattern.test(value.src)) found.push(value);
      Object.values(value).forEach(visit);
    }
  };
  visit(root);
  return found;
}
