import { basename } from 'node:path';
import { downloadTypeOf } from '../../kinds/files/downloadTypes';

/** RFC 5987's attr-char: what may stand unencoded in `filename*`. encodeURIComponent leaves a few more. */
const encodeAttrValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/gu, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition for a file offered for download (RFC 6266): saved, not
 * shown, under its own name. Browsers read the UTF-8 `filename*` (RFC 5987),
 * so "분석의뢰서.pdf" keeps its Korean name; the plain `filename` before it,
 * for clients that read only that, has its other letters as "_". Undefined for
 * any other file, which the browser shows as it always has.
 */
export function contentDispositionOf(file: string): string | undefined {
  const name = basename(file);
  if (!downloadTypeOf(name)) return undefined;
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/gu, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeAttrValue(name)}`;
}
