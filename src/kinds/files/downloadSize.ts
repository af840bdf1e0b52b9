import type { DownloadFile } from '../../manifest/site.gen';

/**
 * The build adds each download's size in bytes to the manifest copy the
 * prerenderer receives (src/siteBuild/downloadSizes.ts), as it adds variants
 * to an image: site.json never holds it, and the editor's preview, which
 * reads no file, shows the type alone.
 */
export type DownloadFileWithSize = DownloadFile & { bytes?: number };

export function downloadSize(file: Pick<DownloadFile, 'path'>): number | undefined {
  return (file as Pick<DownloadFileWithSize, 'bytes'>).bytes;
}
