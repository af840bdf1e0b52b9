import type { Image } from '../manifest/site.gen';
import type { EditPlaced } from './editPlace';

export interface ImageFile {
  /** Public URL, e.g. /assets/images/xps-640-1a2b3c4d.avif */
  url: string;
  width: number;
}

/**
 * The encoded files of one raster image, ascending by width (see src/siteBuild/images/).
 * A background's carry the place of its picture in the editor's preview (markPlaces.ts).
 */
export interface ImageVariants extends EditPlaced {
  avif: ImageFile[];
  webp: ImageFile[];
  /** What a browser without AVIF or WebP gets: the original, or a JPEG/PNG at most twice the display width. */
  fallback: ImageFile;
}

/**
 * The build adds `variants` to each raster Image of the manifest copy that both
 * the prerenderer and the client bundle receive, so the server and the browser
 * draw the same `<picture>` and hydration matches. site.json never holds them.
 */
export type ImageWithVariants = Image & { variants?: ImageVariants };

export function imageVariants(image: Pick<Image, 'src'>): ImageVariants | undefined {
  return (image as Pick<ImageWithVariants, 'variants'>).variants;
}

export function srcSet(files: ImageFile[]): string {
  return files.map((file) => `${file.url} ${file.width}w`).join(', ');
}

/** Full width on screens narrower than the image, its display width otherwise. */
export function sizesFor(displayWidth: number): string {
  return `(max-width: ${displayWidth}px) 100vw, ${displayWidth}px`;
}

/**
 * What holds a background picture by its path (a section's Background, a Banner).
 * The build adds `imageVariants` beside a raster `image`, as it adds `variants` to an Image.
 */
export interface BackgroundOwner {
  image?: string;
}
export type WithBackgroundVariants<T extends BackgroundOwner> = T & { imageVariants?: ImageVariants };

export function backgroundVariants(owner: BackgroundOwner): ImageVariants | undefined {
  return (owner as WithBackgroundVariants<BackgroundOwner>).imageVariants;
}

/**
 * A background covers the viewport, so it is offered up to twice this width:
 * wider screens (desktops at one device pixel per CSS pixel) need at most 1920,
 * phones and tablets at two or three fall within 2560.
 */
export const backgroundDisplayWidth = 1280;
