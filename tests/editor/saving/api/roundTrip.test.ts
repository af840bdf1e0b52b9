import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../src/siteBuild/paths';
import { draftText } from '../../../../src/editor/saving/api/draftText';
import { saveDraft } from '../../../../src/editor/saving/api/saveDraft';
import { readDiskDocument, versionOf } from '../../../../src/editor/saving/api/diskDocument';
import { validateManifestText } from '../../../../src/manifest';

const fixtures = join(projectRoot, 'tests/fixtures');
/** The real site.json and every JSON file under tests/fixtures/, found in the folder so a new fixture is checked too. */
const files = [
  join(projectRoot, 'site.json'),
  ...(await readdir(fixtures, { recursive: true }))
    .filter((path) => path.endsWith('.json'))
    .map((path) => join(fixtures, path)),
];
const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
/** public/ beside a manifest, else the fixtures' shared one. */
const publicDirOf = (file: string) =>
  existsSync(join(dirname(file), 'public')) ? join(dirname(file), 'public') : join(fixtures, 'public');
const name = (file: string) => relative(projectRoot, file);

const texts = new Map(await Promise.all(files.map(async (file) => [file, await readFile(file, 'utf8')] as const)));
const jsonFiles = files.filter((file) => parses(texts.get(file)!));
const manifests: string[] = [];
for (const file of jsonFiles) {
  if ((await validateManifestText(texts.get(file)!, file, { publicDir: publicDirOf(file) })).ok) manifests.push(file);
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'editor-roundtrip-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('saving without changes', () => {
  it('finds the real site.json and the fixtures among the manifests', () => {
    expect(manifests.map(name)).toEqual(
      expect.arrayContaining([
        'site.json',
        'tests/fixtures/manifests/valid.json',
        'tests/fixtures/editor-site/site.json',
      ]),
    );
  });

  it.each(jsonFiles.map(name))('gives back %s character for character', (file) => {
    const text = texts.get(join(projectRoot, file))!;
    expect(draftText(text, JSON.parse(text))).toBe(text);
  });

  // Through the save the editor makes, and as the file would be on Windows (CRLF) or from Notepad (byte-order mark).
  const variants = {
    'as it is': (text: string) => text,
    CRLF: (text: string) => text.replace(/\n/g, '\r\n'),
    'with a BOM': (text: string) => `\uFEFF${text}`,
  };
  it.each(manifests.flatMap((file) => Object.keys(variants).map((variant) => [name(file), variant] as const)))(
    'saves %s (%s) byte for byte',
    async (file, variant) => {
      const source = join(projectRoot, file);
      const copy = join(scratch, `${variant.replace(/\W/g, '-')}-${basename(file)}`);
      const bytes = Buffer.from(variants[variant as keyof typeof variants](texts.get(source)!), 'utf8');
      await writeFile(copy, bytes);
      const outcome = await saveDraft(
        { manifest: copy, publicDir: publicDirOf(source) },
        () => readDiskDocument(copy),
        JSON.parse(texts.get(source)!),
        versionOf(bytes),
      );
      expect(outcome).toEqual({ status: 200, answer: { version: versionOf(bytes), changed: false } });
      expect((await readFile(copy)).equals(bytes)).toBe(true);
    },
  );
});

/** Paths of the text values in a JSON value, as lists of keys. */
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    stringLeaves(item, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

describe('saving one change', () => {
  // Up to 25 values spread over each file; each test takes its expectations from the file itself.
  it.each(jsonFiles.map(name))('changes one line of %s for one changed text value', (file) => {
    const text = texts.get(join(projectRoot, file))!;
    const leaves = stringLeaves(JSON.parse(text));
    const step = Math.max(1, Math.floor(leaves.length / 25));
    for (const path of leaves.filter((_, index) => index % step === 0)) {
      const draft = JSON.parse(text);
      const parent = path.slice(0, -1).reduce((node, key) => node[key], draft);
      parent[path.at(-1)!] += ' 수정';
      const before = text.split('\n');
      const after = draftText(text, draft).split('\n');
      expect(after).toHaveLength(before.length);
      expect(
        after.filter((line, index) => line !== before[index]),
        path.join('/'),
      ).toHaveLength(1);
    }
  });
});

describe('writing atomically', () => {
  it('keeps no temporary file beside the manifest after a save', async () => {
    const source = join(fixtures, 'editor-site/site.json');
    const dir = await mkdtemp(join(scratch, 'save-'));
    const copy = join(dir, 'site.json');
    await copyFile(source, copy);
    const manifest = JSON.parse(texts.get(source)!);
    manifest.company.phone = '042-321-0000';
    const outcome = await saveDraft(
      { manifest: copy, publicDir: publicDirOf(source) },
      () => readDiskDocument(copy),
      manifest,
      versionOf(await readFile(copy)),
    );
    expect(outcome).toMatchObject({ status: 200, answer: { changed: true } });
    expect(await readdir(dir)).toEqual(['site.json']);
  });
});
