import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { InquiryStoreError } from '../../../src/siteServer/storage/storeErrors';
import { addBulkInquiries, tempDir } from './tempStore';

/** Every file in `dir` with a hash of its bytes (comparing megabytes byte by byte is slow), its mtime and mode. */
function snapshot(dir: string) {
  return readdirSync(dir)
    .sort()
    .map((name) => {
      const { mtimeMs, mode } = statSync(join(dir, name));
      return {
        name,
        sha256: createHash('sha256')
          .update(readFileSync(join(dir, name)))
          .digest('hex'),
        mtimeMs,
        mode,
      };
    });
}

/** A real inquiry database of some hundred pages, closed, so its rows are all in the main file. */
async function databaseWithManyRows(): Promise<{ dir: string; file: string }> {
  const dir = await tempDir();
  addBulkInquiries(dir, 2000);
  return { dir, file: join(dir, inquiryDatabaseFile) };
}

function overwriteMiddlePages(file: string): void {
  const pageSize = 4096;
  const pages = statSync(file).size / pageSize;
  const fd = openSync(file, 'r+');
  try {
    for (const page of [Math.floor(pages / 3), Math.floor(pages / 2)])
      writeSync(fd, randomBytes(512), 0, 512, page * pageSize);
  } finally {
    closeSync(fd);
  }
}

function refusal(dir: string): InquiryStoreError {
  try {
    openInquiryStore(dir).close();
  } catch (error) {
    if (error instanceof InquiryStoreError) return error;
    throw error;
  }
  throw new Error('openInquiryStore opened the database');
}

const cases: [string, InquiryStoreError['code'], RegExp, () => Promise<{ dir: string; file: string }>][] = [
  ['an empty (0-byte) file', 'databaseEmpty', /비어 있습니다\(0바이트\)/, async () => withFile(Buffer.alloc(0))],
  [
    'a file of random bytes',
    'databaseNotSqlite',
    /SQLite 데이터베이스 파일이 아닙니다/,
    async () => withFile(randomBytes(64 * 1024)),
  ],
  [
    'an SQLite file with garbage written over pages in its middle',
    'databaseDamaged',
    /손상되었습니다\. SQLite 검사\(PRAGMA quick_check\) 결과: \S/,
    async () => {
      const database = await databaseWithManyRows();
      overwriteMiddlePages(database.file);
      return database;
    },
  ],
  [
    'an SQLite file cut off in the middle',
    'databaseDamaged',
    /손상되었습니다/,
    async () => {
      const database = await databaseWithManyRows();
      truncateSync(database.file, Math.floor(statSync(database.file).size / 8192) * 4096 + 1000);
      return database;
    },
  ],
];

async function withFile(bytes: Buffer): Promise<{ dir: string; file: string }> {
  const dir = await tempDir();
  const file = join(dir, inquiryDatabaseFile);
  writeFileSync(file, bytes, { mode: 0o644 });
  return { dir, file };
}

describe('opening a database file that is not a usable database', () => {
  it.each(cases)(
    'refuses %s in Korean, with how to restore a backup, and leaves it as it was',
    async (_what, code, message, make) => {
      const { dir, file } = await make();
      // An old mtime: any write while refusing would show even on a file system with coarse timestamps.
      utimesSync(file, new Date('2020-01-01T00:00:00Z'), new Date('2020-01-01T00:00:00Z'));
      const before = snapshot(dir);

      const error = refusal(dir);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      expect(error.message).toContain(file);
      expect(error.hint).toContain(`${file}-wal`);
      expect(error.hint).toContain('npm run inquiries -- backup FILE');
      expect(error.hint).toContain('docs/deploy.md');
      expect(snapshot(dir)).toEqual(before);
    },
  );
});
