import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageAssets } from '../../src/entry.server';

// A dotfile: the static server never serves it, and the inquiry server reads
// it to render pages (a form with its errors, the receipt) with the very
// scripts, fonts and styles the build used.
export const pageAssetsFile = '.page-assets.json';

export function writePageAssets(outDir: string, assets: PageAssets): Promise<void> {
  return writeFile(join(outDir, pageAssetsFile), `${JSON.stringify(assets, null, 2)}\n`);
}

export async function readPageAssets(outDir: string): Promise<PageAssets> {
  return JSON.parse(await readFile(join(outDir, pageAssetsFile), 'utf8')) as PageAssets;
}
