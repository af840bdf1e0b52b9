import { chmodSync, chownSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { sampleInquiry, tempDir } from './tempStore';

const mode = (path: string) => statSync(path).mode & 0o777;
const databaseFiles = (dir: string) => ['', '-wal', '-shm'].map((suffix) => join(dir, inquiryDatabaseFile + suffix));

function withUmask(mask: number): void {
  const previous = process.umask(mask);
  onTestFinished(() => void process.umask(previous));
}

describe('the modes of the data folder and the database files', () => {
  it.each([0o000, 0o022, 0o277])('are 0700 and 0600 on a fresh install whatever the umask (%o)', async (mask) => {
    const dir = join(await tempDir(), 'data');
    withUmask(mask);
    const store = openInquiryStore(dir);
    try {
      store.add(sampleInquiry());
      expect(readdirSync(dir).sort()).toEqual([
        inquiryDatabaseFile,
        `${inquiryDatabaseFile}-shm`,
        `${inquiryDatabaseFile}-wal`,
      ]);
      expect(mode(dir)).toBe(0o700);
      expect(databaseFiles(dir).map(mode)).toEqual([0o600, 0o600, 0o600]);
    } finally {
      store.close();
    }
  });

  it('are tightened at open when an older version left them readable by others', async () => {
    const dir = await tempDir();
    openInquiryStore(dir).close();
    // A connection left open keeps -wal and -shm on disk, as a server killed mid-write would.
    const other = new Database(join(dir, inquiryDatabaseFile));
    onTestFinished(() => void other.close());
    other.pragma('user_version');
    chmodSync(dir, 0o755);
    for (const file of databaseFiles(dir)) chmodSync(file, 0o644);

    openInquiryStore(dir).close();
    expect(mode(dir)).toBe(0o700);
    expect(databaseFiles(dir).map(mode)).toEqual([0o600, 0o600, 0o600]);
  });

  it.skipIf(process.getuid?.() !== 0)('of another user are left as that user set them', async () => {
    const dir = await tempDir();
    openInquiryStore(dir).close();
    const file = join(dir, inquiryDatabaseFile);
    chmodSync(file, 0o644);
    chownSync(file, 4321, 4321);

    openInquiryStore(dir).close();
    expect({ mode: mode(file), uid: statSync(file).uid }).toEqual({ mode: 0o644, uid: 4321 });
  });
});
