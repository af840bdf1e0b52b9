import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from '../../../src/editor/save/atomicWrite';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atomic-write-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writeFileAtomically', () => {
  it('replaces the file, keeping its permissions and leaving nothing beside it', async () => {
    const file = join(dir, 'site.json');
    await writeFile(file, '{}\n');
    await chmod(file, 0o640);
    await writeFileAtomically(file, Buffer.from('{ "a": 1 }\n'));
    expect(await readFile(file, 'utf8')).toBe('{ "a": 1 }\n');
    expect((await stat(file)).mode & 0o777).toBe(0o640);
    expect(await readdir(dir)).toEqual(['site.json']);
  });

  it('leaves the old file and no temporary file when the write cannot finish', async () => {
    // A folder in the file's place: the rename over it fails after the temporary file was written.
    const file = join(dir, 'site.json');
    await mkdir(file);
    await writeFile(join(file, 'inside'), 'x');
    await expect(writeFileAtomically(file, Buffer.from('{}'))).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['site.json']);
    expect(await readdir(file)).toEqual(['inside']);
  });
});
