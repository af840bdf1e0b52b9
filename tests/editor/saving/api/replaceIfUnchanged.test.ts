import { renameSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { versionOf } from '../../../../src/editor/saving/api/diskDocument';
import { replaceIfUnchanged } from '../../../../src/editor/saving/api/replaceIfUnchanged';

let dir: string;
let file: string;
const original = '{ "a": 0 }\n';
const base = versionOf(Buffer.from(original));
const ours = Buffer.from('{ "a": 1 }\n');
const theirs = '{ "a": 2 }\n';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'replace-if-unchanged-'));
  file = join(dir, 'site.json');
  await writeFile(file, original);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Another program saving as most editors do: a new file renamed over the old one. */
function replaceElsewhere(): void {
  writeFileSync(join(dir, 'elsewhere.tmp'), theirs);
  renameSync(join(dir, 'elsewhere.tmp'), file);
}

describe('replaceIfUnchanged', () => {
  it('replaces the file, keeping its permissions and leaving nothing beside it', async () => {
    await chmod(file, 0o640);
    expect(await replaceIfUnchanged(file, ours, base)).toBe(true);
    expect(await readFile(file)).toEqual(ours);
    expect((await stat(file)).mode & 0o777).toBe(0o640);
    expect(await readdir(dir)).toEqual(['site.json']);
  });

  it('leaves the old file and no temporary file when the write cannot finish', async () => {
    // A folder in the file's place: it cannot be held or replaced.
    await rm(file);
    await mkdir(file);
    await writeFile(join(file, 'inside'), 'x');
    await expect(replaceIfUnchanged(file, ours, base)).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['site.json']);
    expect(await readdir(file)).toEqual(['inside']);
  });

  it('writes nothing over a file that is gone', async () => {
    await rm(file);
    expect(await replaceIfUnchanged(file, ours, base)).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });

  // Each case plays another program writing at one step of the save; its write must be what stays.
  const outsideWrites = {
    'written in place just before the compare': { beforeCompare: async () => writeFile(file, theirs) },
    'replaced just before the compare': { beforeCompare: async () => replaceElsewhere() },
    'written in place between the compare and the rename': { beforeRename: () => writeFileSync(file, theirs) },
    'replaced between the compare and the rename': { beforeRename: replaceElsewhere },
  };
  it.each(Object.entries(outsideWrites))('keeps a file %s, and says so', async (_, seams) => {
    expect(await replaceIfUnchanged(file, ours, base, seams)).toBe(false);
    expect(await readFile(file, 'utf8')).toBe(theirs);
    expect(await readdir(dir)).toEqual(['site.json']);
  });
});
