import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Json = Record<string, unknown>;

const renameRefs = (value: unknown, suffix: string): unknown => {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, suffix));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value as Json)) {
    if (key === 'instruments' && Array.isArray(item)) {
      // A tab is an id, or { instrument: id, label } naming it one level deeper.
      out[key] = item.map((tab) =>
        typeof tab === 'string'
          ? tab + suffix
          : { ...(tab as Json), instrument: `${(tab as Json).instrument as string}${suffix}` },
      );
    } else if (key === 'case' && typeof item === 'string') {
      out[key] = item + suffix;
    } else {
      out[key] = renameRefs(item, suffix);
    }
  }
  return out;
};

/**
 * The manifest with `factor` times its instruments, cases and routes: copy k
 * renames every id with `-x<k>`, every non-home page to `<path>-x<k>` naming
 * its own copies, and hangs that page under its menu group so every page is
 * reachable and every menu link resolves.
 */
export function scaleManifest(manifest: Json, factor: number): Json {
  const instruments = manifest.instruments as Json[];
  const cases = manifest.cases as Json[];
  const routes = manifest.routes as Json[];
  const menu = structuredClone(manifest.menu) as Json[];
  const scaled = { ...manifest, instruments: [...instruments], cases: [...cases], routes: [...routes], menu };
  for (let k = 1; k < factor; k++) {
    const suffix = `-x${k}`;
    for (const instrument of instruments)
      scaled.instruments.push({ ...instrument, id: `${instrument.id as string}${suffix}` });
    for (const item of cases) scaled.cases.push({ ...item, id: `${item.id as string}${suffix}` });
    for (const route of routes) {
      const path = route.path as string;
      if (path === '/') continue;
      const copyPath = `${path}${suffix}`;
      scaled.routes.push({ ...route, path: copyPath, page: renameRefs(route.page, suffix) });
      // A copy is reached through a group that lists its sub-items (a group without a list shows its page's sections).
      const listing = menu.filter((entry) => Array.isArray(entry.subItems));
      const group = listing.find((entry) => entry.href === path) ?? listing[listing.length - 1]!;
      const firstSection = ((route.page as Json).sections as Json[])[0]!;
      (group.subItems as Json[]).push({
        label: `${String(route.title).split(' |')[0]} ${k + 1}`,
        href: copyPath,
        hash: firstSection.id,
      });
    }
  }
  return scaled;
}

export interface ScaledManifestFile {
  factor: number;
  manifest: string;
  public: string;
  dir: string;
}

/** Writes the scaled manifest beside a copy of public/ (image paths are checked against it). */
export async function writeScaledManifest(
  manifest: Json,
  factor: number,
  publicDir: string,
): Promise<ScaledManifestFile> {
  const dir = await mkdtemp(join(tmpdir(), `bench-scale-${factor}x-`));
  const publicCopy = join(dir, 'public');
  await cp(publicDir, publicCopy, { recursive: true });
  const file = join(dir, 'site.json');
  const { $schema: _schema, ...content } = scaleManifest(manifest, factor);
  await writeFile(file, `${JSON.stringify(content, null, 2)}\n`);
  return { factor, manifest: file, public: publicCopy, dir };
}
