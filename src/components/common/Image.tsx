import type { Image as ImageData } from '../../manifest/site.gen';

/** An image from the manifest, always with its intrinsic size so nothing jumps while it loads. */
export function Image({ image, eager = false, className }: { image: ImageData; eager?: boolean; className?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
