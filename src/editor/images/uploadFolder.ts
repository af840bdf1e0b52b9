import { parsePointer } from '../../manifest/json/pointer';

/** Uploads for an entry list go beside its images (public/images/instruments/…); others to public/images/. */
export function uploadFolder(itemPointer: string): string | undefined {
  const [list, index] = parsePointer(itemPointer);
  return index !== undefined && /^\d+$/.test(index) && /^[a-z]+$/.test(list ?? '') ? list : undefined;
}

/** The file's name, shown under its thumbnail. */
export function fileName(src: string): string {
  return src.slice(src.lastIndexOf('/') + 1);
}
