import type { Image as ImageData } from '../../manifest/site.gen';
import { imageVariants, sizesFor, srcSet } from '../../render/imageVariants';

/**
 * An image from the manifest, always with its intrinsic size so nothing jumps while it loads.
 * `eager` marks an image of the first screen: fetched first, never lazily.
 * A raster image the build encoded is offered as AVIF and WebP at several widths.
 */
export function Image({ image, eager = false, className }: { image: ImageData; eager?: boolean; className?: string }) {
  const variants = imageVariants(image);
  const loading = eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
  if (!variants) {
    return <img className={className} src={image.src} alt={image.alt} width={image.width} height={image.height} {...loading} />;
  }
  const sizes = sizesFor(image.width);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(variants.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(variants.webp)} sizes={sizes} />
      <img
        className={className}
        src={variants.fallback.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        {...loading}
      />
    </picture>
  );
}
