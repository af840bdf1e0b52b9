import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { PlacedProblem } from './ManifestProblem';
import { decodeManifestBytes } from './encoding/decodeManifestBytes';

/**
 * The file's text, or the problem that kept us from reading it: the file is
 * missing (`unreadable`), or it is not saved as UTF-8.
 */
export async function readManifestFile(
  file: string,
): Promise<{ text: string } | { problem: PlacedProblem; unreadable?: boolean }> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    return {
      problem: { code: 'unreadable', params: { reason, path: resolve(file) }, pointer: '', line: 1, column: 1 },
      unreadable: true,
    };
  }
  return decodeManifestBytes(bytes);
}
