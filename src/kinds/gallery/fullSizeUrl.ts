import type { Image } from '../../manifest/site.gen';
import { imageVariants } from '../../render/imageVariants';

/**
 * Where a photo opens at its largest: the build's fallback file is encoded at
 * the widest of its variants, in a format every browser shows (JPEG or PNG);
 * a drawing (SVG) has no variants and opens as it is.
 */
export function fullSizeUrl(image: Pick<Image, 'src'>): string {
  return imageVariants(image)?.fallback.url ?? image.src;
}
