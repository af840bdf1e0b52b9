/** The images staff may upload, told apart by their first bytes, never by their names. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'svg';

export const extensionOf: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', svg: 'svg' };

const startsWith = (data: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((byte, index) => data[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Text whose first element is <svg>, after what XML allows before it: its declaration, processing
 * instructions, comments and a doctype with its own entities, as old Illustrator files carry.
 * The cleaning (src/svg/) then reads it as XML.
 */
function isSvg(data: Uint8Array): boolean {
  if (data.includes(0)) return false;
  const head = new TextDecoder('utf-8', { fatal: false }).decode(data.subarray(0, 4096)).replace(/^\uFEFF/, '');
  const prolog = /^\s*(?:<\?[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE(?:[^>[]|\[[\s\S]*?\])*>\s*)*<svg[\s>]/i;
  return prolog.test(head);
}

export function sniffImageKind(data: Uint8Array): ImageKind | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (isSvg(data)) return 'svg';
  return undefined;
}
