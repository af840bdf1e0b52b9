import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { islandNames } from '../../src/islands/islandNames';
import { errorFailure } from '../../src/devServer/build-failure';
import { createDevBundles, type DevBundles } from '../../src/devServer/dev-bundles';

// A project of tiny entries in a temporary folder: the real src/ is shared with others at work.
// Its client has the real one's shape: a shared module it imports, a module it imports dynamically
// first (the real one so starts React DOM), and one file per island that it imports by name; the
// header and the scroller share a module the client itself does not use.
let root: string;
let bundles: DevBundles;
const manifest = { site: { headline: 'headline' } } as SiteManifest;
const noAssets = { script: '', css: '' };

// ASCII: the minified bundle writes other characters as \u escapes.
const clientEntry = (greeting: string) =>
  `import { greet } from './greet';\ngreet('${greeting}');\nconst name = document.body.dataset.island;\n` +
  `void import('./startFirst').then((first) => first.start()).then(() => import(\`./components/\${name}.tsx\`)).then((island) => island.default());\n`;
const startFirstModule = "export const start = () => { document.title = 'started first'; };\n";
const greetModule = "export const greet = (who: string) => { document.title = 'hello ' + who; };\n";
const sharedByIslands = "export const shared = (name: string) => 'shared by ' + name;\n";
const islandModule = (name: string) =>
  name === 'header' || name === 'fullPageScroller'
    ? `import { shared } from '../sharedByIslands';\nexport default () => shared('island ${name}');\n`
    : `import { greet } from '../greet';\nexport default () => greet('island ${name}');\n`;
const serverEntry = (version: string) =>
  `export const renderPage = (manifest: { site: { headline: string } }) => '${version}:' + manifest.site.headline;\nexport const renderNotFoundPage = () => '404';\n`;
const write = (file: string, text: string) => writeFile(join(root, 'src', file), text);
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-dev-bundles-'));
  await mkdir(join(root, 'src', 'islands', 'components'), { recursive: true });
  await mkdir(join(root, 'src', 'render'));
  await write('islands/client.tsx', clientEntry('first greeting'));
  await write('islands/greet.ts', greetModule);
  await write('islands/startFirst.ts', startFirstModule);
  await write('islands/sharedByIslands.ts', sharedByIslands);
  await Promise.all(islandNames.map((name) => write(`islands/components/${name}.tsx`, islandModule(name))));
  await write('render/prerender.tsx', serverEntry('v1'));
  bundles = await createDevBundles(root);
});

afterAll(async () => {
  await bundles?.dispose();
  await rm(root, { recursive: true, force: true });
});

it('bundles the entry, the modules it imports and each island’s own chunks, in memory under hashed names', async () => {
  const { assets, files } = await bundles.client();
  expect(assets.script).toMatch(/^\/assets\/client-[A-Z0-9]{8}\.js$/);
  expect(text(files.get(assets.script))).toContain('first greeting');
  expect(files.has(`${assets.script}.map`)).toBe(true);

  // The module the entry shares with the islands is a chunk it imports, preloaded with it.
  // The module the entry shares with the islands is a chunk it imports, preloaded with it.
  const imported = assets.scriptImports.map((url) => text(files.get(url)));
  expect(imported.filter((code) => code.includes('hello '))).toHaveLength(1);
  // What it imports dynamically, the islands aside, every page needs as well: preloaded with it.
  expect(imported.filter((code) => code.includes('started first'))).toHaveLength(1);

  expect(Object.keys(assets.islandModules).sort()).toEqual([...islandNames].sort());
  for (const name of islandNames) {
    const [own, ...chunks] = assets.islandModules[name]!;
    expect(own).toMatch(new RegExp(`^/assets/${name}-[A-Z0-9]{8}\\.js$`));
    expect(assets.scriptImports).not.toContain(own);
    expect(text(files.get(own!))).toContain(`island ${name}`);
    // What the entry already loads is not listed again for an island.
    expect(chunks.filter((url) => assets.scriptImports.includes(url))).toEqual([]);
    expect(chunks.length).toBe(name === 'header' || name === 'fullPageScroller' ? 1 : 0);
  }
  const sharedChunk = assets.islandModules.header![1]!;
  expect(assets.islandModules.fullPageScroller![1]).toBe(sharedChunk);
  expect(text(files.get(sharedChunk))).toContain('shared by ');
  // Every script esbuild wrote is one a page loads or preloads.
  const listed = new Set([assets.script, ...assets.scriptImports, ...Object.values(assets.islandModules).flat()]);
  expect([...files.keys()].filter((url) => url.endsWith('.js') && !listed.has(url))).toEqual([]);
});

it('bundles the client again after a change to its code, under a name that changes with it', async () => {
  const first = await bundles.client();
  await write('islands/client.tsx', clientEntry('changed greeting'));
  const second = await bundles.client();
  expect(second.assets.script).not.toBe(first.assets.script);
  expect(text(second.files.get(second.assets.script))).toContain('changed greeting');
  expect(second.files.has(first.assets.script)).toBe(false);
});

it('imports the prerenderer again after a change to the code, and only then', async () => {
  const renderer = await bundles.renderer(true);
  expect(renderer.renderPage(manifest, '/', noAssets)).toBe('v1:headline');
  await write('render/prerender.tsx', serverEntry('v2'));
  expect(await bundles.renderer(false)).toBe(renderer);
  const changed = await bundles.renderer(true);
  expect(changed.renderPage(manifest, '/', noAssets)).toBe('v2:headline');
});

it('keeps rebuilding the prerenderer after a failed build until one succeeds', async () => {
  await write('render/prerender.tsx', 'export const renderPage = (;\n');
  await expect(bundles.renderer(true)).rejects.toThrow();
  // Only site.json changed since, but the code still has to build.
  await expect(bundles.renderer(false)).rejects.toThrow();
  await write('render/prerender.tsx', serverEntry('v3'));
  const fixed = await bundles.renderer(false);
  expect(fixed.renderPage(manifest, '/', noAssets)).toBe('v3:headline');
});

it('fails with esbuild’s errors, which the overlay lists by file, line and column', async () => {
  await write('islands/client.tsx', `${clientEntry('greeting')}const broken = ;\n`);
  const error: unknown = await bundles.client().catch((caught: unknown) => caught);
  expect(errorFailure(error).problems).toEqual([
    {
      code: 'esbuild-error',
      location: 'src/islands/client.tsx:5:16',
      field: '',
      message: 'Unexpected ";"',
      hint: '',
      source: 'const broken = ;',
    },
  ]);
  await write('islands/client.tsx', clientEntry('greeting'));
  await expect(bundles.client()).resolves.toBeDefined();
});
