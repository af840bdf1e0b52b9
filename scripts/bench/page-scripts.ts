import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const local = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * The local scripts a page names: `<script src>`, `modulepreload`, and any
 * `/….js` an inline script names (a loader that starts the islands after the
 * first paint holds their URLs as JSON), whatever the mechanism.
 */
export function scriptsNamedBy(html: string): string[] {
  const urls = new Set<string>();
  for (const [, url] of html.matchAll(/["'=\s(]((?:\/[\w.@~-]+)+\.m?js)(?=[?#"'\s>)])/g)) {
    if (local(url!)) urls.add(url!);
  }
  return [...urls];
}

// `import … from "x"`, `import "x"`, `export … from "x"`; never `import("x")`, which loads when needed.
const staticImport = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;

/** The modules `urls` import statically, transitively, read from the built files under `dist`; the URLs themselves included. */
export async function withStaticImports(dist: string, urls: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = await readFile(join(dist, url), 'utf8');
    for (const [, specifier] of code.matchAll(staticImport)) {
      if (specifier!.startsWith('.') || local(specifier!))
        await visit(new URL(specifier!, `http://site${url}`).pathname);
    }
  };
  for (const url of urls) await visit(url);
  return [...seen];
}

/** Every module a first visit of the page loads: what it names, and what those import statically. */
export async function pageScripts(dist: string, html: string): Promise<string[]> {
  return withStaticImports(dist, scriptsNamedBy(html));
}
