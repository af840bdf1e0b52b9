import type { Image } from '../../manifest/site.gen';
import type { BackgroundOwner } from '../../render/imageVariants';

const rasterPattern = /\.(jpe?g|png|webp)$/i;

function isImage(value: object): value is Image {
  const candidate = value as Record<string, unknown>;
  // A description is one text for every language, or one per language ({ ko, en }).
  const alt = candidate.alt;
  return (
    typeof candidate.src === 'string' &&
    (typeof alt === 'string' || (typeof alt === 'object' && alt !== null)) &&
    typeof candidate.width === 'number' &&
    typeof candidate.height === 'number'
  );
}

const holdsRasterBackground = (value: object): value is Required<BackgroundOwner> => {
  const image = (value as Record<string, unknown>).image;
  return typeof image === 'string' && rasterPattern.test(image);
};

function visitObjects(root: unknown, visit: (value: object) => void): void {
  if (Array.isArray(root)) {
    root.forEach((item) => visitObjects(item, visit));
  } else if (root !== null && typeof root === 'object') {
    visit(root);
    Object.values(root).forEach((item) => visitObjects(item, visit));
  }
}

/**
 * Every `Image` object anywhere in the manifest whose file is a raster image,
 * found by its shape rather than by field names, so a new section type with an
 * image needs no change here.
 */
export function collectRasterImages(root: unknown): Image[] {
  const found: Image[] = [];
  visitObjects(root, (value) => {
    if (isImage(value) && rasterPattern.test(value.src)) found.push(value);
  });
  return found;
}

/** Every object that names a raster picture by its path under `image` (a Background, a Banner): drawn behind its content, full width. */
export function collectRasterBackgrounds(root: unknown): Required<BackgroundOwner>[] {
  const found: Required<BackgroundOwner>[] = [];
  visitObjects(root, (value) => {
    if (holdsRasterBackground(value)) found.push(value);
  });
  return found;
}
