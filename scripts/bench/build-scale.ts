import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../../src/siteBuild/build-site';
import { validateManifestFile } from '../../src/manifest';
import { sitePages } from '../../src/manifest/pages/sitePages';
import { writeScaledManifest } from './scale-manifest';

export interface ScaleRow {
  factor: number;
  routes: number;
  /** Pages written: the routes and the category tabs' own pages (src/manifest/pages/sitePages.ts). */
  pages: number;
  instruments: number;
  cases: number;
  manifestBytes: number;
  validateMs: number;
  /** A first build: every cache (fonts, images, SVGs, compressed files) empty. */
  buildMs: number;
  /** The same build again, every cache warm: what a rebuild after an edit costs at most. */
  rebuildMs: number;
  /**
   * CPU time of this process (its thread pool included, esbuild's own process not) for each:
   * on a machine shared with other work the wall-clock times vary, these much less.
   */
  buildCpuMs: number;
  rebuildCpuMs: number;
  outputFiles: number;
  /** Every file the build wrote, .br/.gz and source map included. */
  outputBytes: number;
  /** The pages alone (.html). */
  htmlBytes: number;
}

async function folderSize(dir: string): Promise<{ files: number; bytes: number; htmlBytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let bytes = 0;
  let htmlBytes = 0;
  let files = 0;
  for (const entry of entries.filter((item) => item.isFile())) {
    const size = (await stat(join(entry.parentPath, entry.name))).size;
    files += 1;
    bytes += size;
    if (entry.name.endsWith('.html')) htmlBytes += size;
  }
  return { files, bytes, htmlBytes };
}

async function timedBuild(
  manifest: string,
  publicDir: string,
  out: string,
  factor: number,
): Promise<{ ms: number; cpuMs: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const build = await buildSite({ manifest, public: publicDir, out });
  if (!build.ok) throw new Error(`The x${factor} build failed:\n${build.messages.join('\n')}`);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

/** Runs `body` with every build cache in an empty folder of `dir`, so each factor starts cold and leaves the project's .cache alone. */
async function withEmptyCaches<T>(dir: string, body: () => Promise<T>): Promise<T> {
  const saved = { all: process.env.SITE_CACHE_DIR, images: process.env.SITE_IMAGE_CACHE_DIR };
  process.env.SITE_CACHE_DIR = join(dir, 'cache');
  process.env.SITE_IMAGE_CACHE_DIR = join(dir, 'cache', 'images');
  try {
    return await body();
  } finally {
    for (const [name, value] of [
      ['SITE_CACHE_DIR', saved.all],
      ['SITE_IMAGE_CACHE_DIR', saved.images],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * Validates and builds the manifest at each factor in a temp folder of its own
 * (twice: with empty caches, then again with the caches that build filled), then removes it.
 */
export async function measureBuildScale(
  manifestPath: string,
  publicDir: string,
  factors: number[],
  log: (line: string) => void,
): Promise<ScaleRow[]> {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown[]>;
  // The schema compiles once per process; that is not part of any one file's time.
  await validateManifestFile(manifestPath, { publicDir });
  // Nor is what only a process's first build does: load the build's modules, fill in-memory caches of transformed sources.
  const warmUp = await writeScaledManifest(manifest, 1, publicDir);
  try {
    await withEmptyCaches(warmUp.dir, () => timedBuild(warmUp.manifest, warmUp.public, join(warmUp.dir, 'dist'), 1));
  } finally {
    await rm(warmUp.dir, { recursive: true, force: true });
  }
  const rows: ScaleRow[] = [];
  for (const factor of factors) {
    const scaled = await writeScaledManifest(manifest, factor, publicDir);
    try {
      const started = performance.now();
      const validation = await validateManifestFile(scaled.manifest, { publicDir: scaled.public });
      const validateMs = performance.now() - started;
      if (!validation.ok) throw new Error(`The x${factor} manifest is invalid: ${validation.problems[0]?.message}`);
      const out = join(scaled.dir, 'dist');
      const [build, rebuild] = await withEmptyCaches(scaled.dir, async () => [
        await timedBuild(scaled.manifest, scaled.public, out, factor),
        await timedBuild(scaled.manifest, scaled.public, out, factor),
      ]);
      const size = await folderSize(out);
      const row = {
        factor,
        routes: validation.manifest.routes.length,
        pages: sitePages(validation.manifest).length,
        instruments: (validation.manifest.instruments ?? []).length,
        cases: (validation.manifest.cases ?? []).length,
        manifestBytes: (await stat(scaled.manifest)).size,
        validateMs,
        buildMs: build.ms,
        rebuildMs: rebuild.ms,
        buildCpuMs: build.cpuMs,
        rebuildCpuMs: rebuild.cpuMs,
        outputFiles: size.files,
        outputBytes: size.bytes,
        htmlBytes: size.htmlBytes,
      };
      log(
        `scale x${factor}: ${row.routes} routes, validate ${validateMs.toFixed(0)} ms, build ${build.ms.toFixed(0)} ms (CPU ${build.cpuMs.toFixed(0)}), rebuild ${rebuild.ms.toFixed(0)} ms (CPU ${rebuild.cpuMs.toFixed(0)})`,
      );
      rows.push(row);
    } finally {
      await rm(scaled.dir, { recursive: true, force: true });
    }
  }
  return rows;
}
