// The server refuses to start on a database it cannot trust, says which file and how to restore it, and leaves it as it was.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inquiryDatabaseFile } from '../../src/siteServer/storage/openInquiryStore';
import { startServerProcess } from './helpers/inquiry-server';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'damaged-data-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it.each([
  ['0 bytes', Buffer.alloc(0)],
  ['not an SQLite file', Buffer.from('이것은 데이터베이스가 아닙니다. '.repeat(200))],
])(
  'refuses a database file of %s with a Korean message naming it and the way to restore, and keeps it',
  async (_name, bytes) => {
    const file = join(dataDir, inquiryDatabaseFile);
    await writeFile(file, bytes);
    const before = await stat(file);
    const started = startServerProcess({ dataDir });
    await expect(started).rejects.toThrow(/exited with 1/);
    const output = String(await started.catch((error: unknown) => error));
    expect(output).toContain(file);
    expect(output).toContain('npm run inquiries -- backup');
    expect(output).not.toMatch(/^\s+at /m);
    expect(await readFile(file)).toEqual(bytes);
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  },
);
