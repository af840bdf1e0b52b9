import type { Image as ImageData } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { plainText } from '../../manifest/language/localText';
import { imageVariants, sizesFor, srcSet, type ImageVariants } from '../../render/imageVariants';

/** The AVIF and WebP candidates of a `<picture>`; the `<img>` after them is the fallback. */
export function PictureSources({ variants, sizes }: { variants: ImageVariants; sizes: string }) {
  return (
    <>
      <source type="image/avif" srcSet={srcSet(variants.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(variants.webp)} sizes={sizes} />
    </>
  );
}

/**
 * How an image is fetched: `lazy` below the first screen; `eager` on it;
 * `high` for the one that is the largest thing on it (the hero), fetched before the rest.
 */
export type ImageLoading = 'lazy' | 'eager' | 'high';

export const loadingAttributes = (loading: ImageLoading) =>
  loading === 'lazy'
    ? { loading: 'lazy' as const, decoding: 'async' as const }
    : loading === 'high'
      ? { fetchPriority: 'high' as const }
      : {};

/**
 * An image from the manifest, always with its intrinsic size so nothing jumps while it loads.
 * A raster image the build encoded is offered as AVIF and WebP at several widths;
 * `sizes` says how wide it is drawn where that is not its own width (a column of a grid).
 */
export function Image({
  image,
  loading = 'lazy',
  className,
  sizes = sizesFor(image.width),
}: {
  image: Localized<ImageData>;
  loading?: ImageLoading;
  className?: string;
  sizes?: string;
}) {
  const variants = imageVariants(image);
  const attributes = {
    className,
    alt: plainText(image.alt),
    width: image.width,
    height: image.height,
    ...loadingAttributes(loading),
    'data-edit-place': image.place,
  };
  if (!variants) return <img src={image.src} {...attributes} />;
  return (
    <picture>
      <PictureSources variants={variants} sizes={sizes} />
      <img src={variants.fallback.url} {...attributes} />
    </picture>
  );
}
