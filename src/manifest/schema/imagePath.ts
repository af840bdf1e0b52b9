// Image paths as people write them on Windows and cameras name files:
// "\images\cases\a.svg", "C:\site\public\images\a.svg", "/images/IMG_1234.JPG",
// "/images/사진.png". The suggestion is the path to write, or the file in
// public/ to rename; never an unrelated example. Issue 9.

/** The schema's pattern for image paths (Image.src, Site.heroImage, …). */
export const IMAGE_PATH_PATTERN = '^/[A-Za-z0-9_./-]+\\.(svg|png|jpe?g|webp|avif)$';

const imagePath = new RegExp(IMAGE_PATH_PATTERN, 'u');

/** The value with '/' between folders, from the site's root: files in public/ are served from "/". */
export function slashedFromRoot(value: string): string {
  const slashed = value.trim().replace(/\\+/gu, '/');
  return slashed.replace(/^.*?\/public\//iu, '/').replace(/^\/*(public\/)?/iu, '/');
}

/** What to do about an image path that breaks the pattern. */
export interface ImagePathAdvice {
  /** The path to write instead, when one follows from the value. */
  repaired?: string;
  /** The file under public/ to rename (as "images/사진.png"), and its new name when that follows. */
  rename?: { file: string; to?: string };
  /** An image format browsers may not show or the site does not take (".gif", ".bmp", ".heic"). */
  unsupportedExtension?: string;
}

/**
 * The path with its extension in lower case, which the file must then have too;
 * the file name itself is kept as written, since letter case matters on the server.
 * Names with letters the pattern does not take (Hangul, spaces) need a new name.
 */
export function adviseImagePath(value: string): ImagePathAdvice {
  const written = slashedFromRoot(value);
  const path = written.replace(/\.([A-Za-z]+)$/u, (extension) => extension.toLowerCase());
  const name = (sitePath: string) => sitePath.slice(sitePath.lastIndexOf('/') + 1);
  if (imagePath.test(path))
    return path === written
      ? { repaired: path }
      : { repaired: path, rename: { file: written.slice(1), to: name(path) } };
  if (/\.(svg|png|jpe?g|webp|avif)$/u.test(path)) return { rename: { file: written.slice(1) } };
  const extension = /\.[a-z0-9]+$/u.exec(path)?.[0];
  return extension ? { unsupportedExtension: extension } : {};
}
