import { createHash } from 'node:crypto';

const MAX_STEM = 60;

/**
 * A name that works in every URL and file system: the original's Latin letters
 * and digits, lower-case, words joined by "-" ("XPS Spectrum (1).JPG" becomes
 * xps-spectrum-1.jpg). A name with none of them (a Korean one) becomes
 * image-<first 8 hex digits of the content's sha256>, so the same photo gets
 * the same name. The extension follows the content, not the name.
 */
export function safeFileName(original: string, data: Uint8Array, extension: string): string {
  const base = original.split(/[\\/]/).at(-1) ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_STEM)
    .replace(/^-+|-+$/g, '');
  const name = stem || `image-${createHash('sha256').update(data).digest('hex').slice(0, 8)}`;
  return `${name}.${extension}`;
}

/** name.jpg, then name-2.jpg, name-3.jpg, … */
export function numberedName(name: string, attempt: number): string {
  if (attempt === 1) return name;
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}-${attempt}${name.slice(dot)}`;
}
