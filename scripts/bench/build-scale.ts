import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../build/build-site';
import { validateManifestFile } from '../../src/manifest';
import { writeScaledManifest } from './scale-manifest';

export interface ScaleRow {
  factor: number;
  routes: number;
  instruments: number;
  cases: number;
  manifestBytes: number;
  validateMs: number;
  buildMs: number;
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

/** Validates and builds the manifest at each factor in a temp folder of its own, then removes it. */
export async function measureBuildScale(manifestPath: string, publicDir: string, factors: number[], log: (line: string) => void): Promise<ScaleRow[]> {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown[]>;
  // The schema compiles once per process; that is not part of any one file's time.
  await validateManifestFile(manifestPath, { publicDir });
  const rows: ScaleRow[] = [];
  for (const factor of factors) {
    const scaled = await writeScaledManifest(manifest, factor, publicDir);
    try {
      const started = performance.now();
      const validation = await validateManifestFile(scaled.manifest, { publicDir: scaled.public });
      const validateMs = performance.now() - started;
      if (!validation.ok) throw new Error(`The x${factor} manifest is invalid: ${validation.problems[0]?.message}`);
      const out = join(scaled.dir, 'dist');
      const buildStarted = performance.now();
      const build = await buildSite({ manifest: scaled.manifest, public: scaled.public, out });
      const buildMs = performance.now() - buildStarted;
      if (!build.ok) throw new Error(`The x${factor} build failed:\n${build.messages.join('\n')}`);
      const size = await folderSize(out);
      const row = {
        factor,
        routes: validation.manifest.routes.length,
        instruments: validation.manifest.instruments.length,
        cases: validation.manifest.cases.length,
        manifestBytes: (await stat(scaled.manifest)).size,
        validateMs,
        buildMs,
        outputFiles: size.files,
        outputBytes: size.bytes,
        htmlBytes: size.htmlBytes,
      };
      log(`scale x${factor}: ${row.routes} routes, validate ${validateMs.toFixed(0)} ms, build ${buildMs.toFixed(0)} ms`);
      rows.push(row);
    } finally {
      await rm(scaled.dir, { recursive: true, force: true });
    }
  }
  return rows;
}
