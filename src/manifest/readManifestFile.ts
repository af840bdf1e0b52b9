import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { PlacedProblem } from './ManifestProblem';

/** The file's text, or the problem that kept us from reading it. */
export async function readManifestFile(file: string): Promise<{ text: string } | { problem: PlacedProblem }> {
  try {
    return { text: await readFile(file, 'utf8') };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    return { problem: { code: 'unreadable', params: { reason, path: resolve(file) }, pointer: '', line: 1, column: 1 } };
  }
}
