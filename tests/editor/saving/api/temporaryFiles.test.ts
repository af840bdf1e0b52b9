import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeStaleTemporaries, temporaryBeside } from '../../../../src/editor/saving/api/temporaryFiles';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'temporary-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Files that only look like a save's leftovers, or belong to something else: none is the editor's to remove. */
const others = [
  'site.json',
  'other.json',
  '.other.json.0123456789ab.tmp',
  'site.json.0123456789ab.tmp',
  '.site.json.0123456789AB.tmp',
  '.site.json.0123456789a.tmp',
  '.site.json.notes.tmp',
  '.site.json.0123456789ab.tmp.bak',
  '.upload-0123456789ab.tmp',
];

describe('removeStaleTemporaries', () => {
  it('removes the files a save of this manifest leaves when it is killed, and nothing else', async () => {
    const manifest = join(dir, 'site.json');
    const left = [temporaryBeside(manifest), temporaryBeside(manifest)].map((path) => basename(path));
    for (const name of [...left, ...others]) await writeFile(join(dir, name), '{}');
    // A folder of that name is not something a save makes.
    await mkdir(join(dir, '.site.json.aaaaaaaaaaaa.tmp'));
    await removeStaleTemporaries(manifest);
    expect((await readdir(dir)).sort()).toEqual([...others, '.site.json.aaaaaaaaaaaa.tmp'].sort());
  });
});
