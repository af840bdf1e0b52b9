import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** CSP hashes ('sha256-…') of the inline scripts in one HTML document; data blocks (JSON-LD) run nothing and need none. */
export function scriptHashesOf(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .filter(([, attributes]) => !/type=["']?application\/(ld\+)?json/i.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
}

/**
 * The hashes of every inline script the build wrote, so the policy allows
 * exactly those and no other inline script, without 'unsafe-inline'.
 */
export async function inlineScriptHashes(distDir: string): Promise<string[]> {
  const files = (await readdir(distDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const file of files)
    for (const hash of scriptHashesOf(await readFile(join(distDir, file), 'utf8'))) hashes.add(hash);
  return [...hashes].sort();
}
