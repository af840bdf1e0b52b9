import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { errorFailure } from '../../scripts/server/build-failure';
import { createDevBundles, type DevBundles } from '../../scripts/server/dev-bundles';

// A project of two tiny entries in a temporary folder: the real src/ is shared with others at work.
let root: string;
let bundles: DevBundles;
// ASCII: the minified bundle writes other characters as \u escapes.
let headline = 'first headline';
const manifest = () => ({ site: { headline } }) as SiteManifest;

const clientEntry = "import manifest from 'site:manifest';\ndocument.title = manifest.site.headline;\n";
const serverEntry = (version: string) =>
  `export const renderPage = (manifest: { site: { headline: string } }) => '${version}:' + manifest.site.headline;\nexport const renderNotFoundPage = () => '404';\n`;
const write = (file: string, text: string) => writeFile(join(root, 'src', file), text);
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-dev-bundles-'));
  await mkdir(join(root, 'src'));
  await write('entry.client.tsx', clientEntry);
  await write('entry.server.tsx', serverEntry('v1'));
  bundles = await createDevBundles(root, manifest);
});

afterAll(async () => {
  await bundles?.dispose();
  await rm(root, { recursive: true, force: true });
});

it('bundles the client with the manifest of the moment, under a name that changes with it', async () => {
  const first = await bundles.client();
  expect(first.script).toMatch(/^\/assets\/client-[A-Z0-9]{8}\.js$/);
  expect(text(first.files.get(first.script))).toContain('first headline');
  expect(first.files.has(`${first.script}.map`)).toBe(true);

  headline = 'changed headline';
  const second = await bundles.client();
  expect(second.script).not.toBe(first.script);
  expect(text(second.files.get(second.script))).toContain('changed headline');
});

it('imports the prerenderer again after a change to the code, and only then', async () => {
  const renderer = await bundles.renderer(true);
  expect(renderer.renderPage(manifest(), '/', { script: '', css: '', preload: [] })).toBe('v1:changed headline');
  await write('entry.server.tsx', serverEntry('v2'));
  expect(await bundles.renderer(false)).toBe(renderer);
  const changed = await bundles.renderer(true);
  expect(changed.renderPage(manifest(), '/', { script: '', css: '', preload: [] })).toBe('v2:changed headline');
});

it('keeps rebuilding the prerenderer after a failed build until one succeeds', async () => {
  await write('entry.server.tsx', 'export const renderPage = (;\n');
  await expect(bundles.renderer(true)).rejects.toThrow();
  // Only site.json changed since, but the code still has to build.
  await expect(bundles.renderer(false)).rejects.toThrow();
  await write('entry.server.tsx', serverEntry('v3'));
  const fixed = await bundles.renderer(false);
  expect(fixed.renderPage(manifest(), '/', { script: '', css: '', preload: [] })).toBe('v3:changed headline');
});

it('fails with esbuild’s errors, which the overlay lists by file, line and column', async () => {
  await write('entry.client.tsx', `${clientEntry}const broken = ;\n`);
  const error: unknown = await bundles.client().catch((caught: unknown) => caught);
  expect(errorFailure(error).problems).toEqual([
    { location: 'src/entry.client.tsx:3:16', field: '', message: 'Unexpected ";"', hint: '', code: 'const broken = ;' },
  ]);
  await write('entry.client.tsx', clientEntry);
  await expect(bundles.client()).resolves.toBeDefined();
});
