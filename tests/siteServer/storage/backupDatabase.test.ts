import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { addBulkInquiries, sampleInquiry, tempDir, tempStore } from './tempStore';

function countInquiries(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare<[], number>('SELECT count(*) FROM inquiries').pluck().get() ?? 0;
  } finally {
    db.close();
  }
}

describe('InquiryStore.backup', () => {
  it.each([0o000, 0o277])(
    'writes a complete copy, 0600 whatever the umask (%o), and nothing else beside it',
    async (mask) => {
      const { store } = await tempStore();
      const stored = store.add(sampleInquiry());
      store.setSetting('admin-password', 'scrypt$hash');
      const backupDir = await tempDir();
      const previous = process.umask(mask);
      onTestFinished(() => void process.umask(previous));

      const target = join(backupDir, inquiryDatabaseFile);
      expect(await store.backup(target)).toBe(1);
      expect(readdirSync(backupDir)).toEqual([inquiryDatabaseFile]);
      expect(statSync(target).mode & 0o777).toBe(0o600);
      // Restoring is putting the copy where the database goes: the store opens it as it is.
      const restored = openInquiryStore(backupDir);
      try {
        expect(restored.get(stored.id)).toEqual(stored);
        expect(restored.getSetting('admin-password')).toBe('scrypt$hash');
      } finally {
        restored.close();
      }
    },
  );

  it('replaces an existing file whole', async () => {
    const { dir, store } = await tempStore();
    store.add(sampleInquiry());
    const target = join(dir, 'backup.sqlite');
    writeFileSync(target, 'an older backup');
    expect(await store.backup(target)).toBe(1);
    expect(countInquiries(target)).toBe(1);
  });

  it('is one snapshot holding exactly the inquiries it counts while another connection keeps writing', async () => {
    const { dir, store } = await tempStore();
    // Far more pages than one step of the backup copies (100), so the writes fall between its steps.
    addBulkInquiries(dir, 3000);
    const writer = openInquiryStore(dir);
    onTestFinished(() => writer.close());
    let finished = false;
    let writesDuringBackup = 0;
    const writeWhileBackingUp = (): void => {
      if (finished || writesDuringBackup >= 500) return;
      writer.add(sampleInquiry());
      writesDuringBackup += 1;
      setImmediate(writeWhileBackingUp);
    };
    setImmediate(writeWhileBackingUp);

    const target = join(await tempDir(), 'backup.sqlite');
    const counted = await store.backup(target);
    finished = true;
    expect(writesDuringBackup).toBeGreaterThan(0);
    expect(writesDuringBackup).toBeLessThan(500);
    expect(counted).toBeGreaterThanOrEqual(3000);
    expect(countInquiries(target)).toBe(counted);
  });

  it('leaves nothing behind when it cannot write, and the database as it was', async () => {
    const { dir, store } = await tempStore();
    store.add(sampleInquiry());
    const backupDir = await tempDir();
    await expect(store.backup(join(backupDir, 'missing-folder', 'backup.sqlite'))).rejects.toThrow(/ENOENT/);
    // The copy is complete before the rename finds a folder in its way: what was written must go.
    mkdirSync(join(backupDir, 'taken', 'inside'), { recursive: true });
    await expect(store.backup(join(backupDir, 'taken'))).rejects.toThrow(/EISDIR|ENOTEMPTY|EEXIST/);
    expect(readdirSync(backupDir)).toEqual(['taken']);
    expect(readdirSync(dir).sort()).toEqual([
      inquiryDatabaseFile,
      `${inquiryDatabaseFile}-shm`,
      `${inquiryDatabaseFile}-wal`,
    ]);
    expect(store.list().total).toBe(1);
  });
});
