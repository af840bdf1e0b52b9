import type { ImageVariants } from '../../render/imageVariants';
import { loadingAttributes, PictureSources, type ImageLoading } from './Image';
import { Picture } from './BackgroundPicture.styles';

/**
 * A raster background (a section's or a banner's) drawn as a `<picture>` that
 * covers its box from behind, instead of a CSS `url()`: the browser then picks
 * AVIF or WebP at the width the screen needs, finds it while parsing the HTML,
 * and fetches the first screen's with high priority. Decorative, so alt is empty.
 * The box needs `position: relative; isolation: isolate` (see `coveredBy`).
 */
export function BackgroundPicture({ variants, loading }: { variants: ImageVariants; loading: ImageLoading }) {
  return (
    <Picture>
      <PictureSources variants={variants} sizes="100vw" />
      <img src={variants.fallback.url} alt="" {...loadingAttributes(loading)} data-edit-place={variants.place} />
    </Picture>
  );
}
