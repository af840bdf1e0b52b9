// The store on a real full disk (a small tmpfs filled to the last page) and on files made immutable:
// every write throws InquiryStoreError 'databaseUnwritable', nothing of it is kept, and it takes writes again once freed.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Mailer } from '../../../src/siteServer/mail/createMailer';
import { sendDueMail } from '../../../src/siteServer/mail/sendDueMail';
import type { InquiryStore } from '../../../src/siteServer/storage/InquiryStore';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { InquiryStoreError } from '../../../src/siteServer/storage/storeErrors';
import { makeImmutable, mountSmallDisk, smallDiskRefusal } from '../../helpers/diskFaults';
import { sampleInquiry, tempDir } from './tempStore';

function unwritable(write: () => unknown): InquiryStoreError {
  try {
    write();
  } catch (error) {
    if (error instanceof InquiryStoreError) return error;
    throw error;
  }
  throw new Error('the write went through');
}

/** The rows as a second connection reads them from the files: what is really stored. */
function storedCompanies(dir: string): string[] {
  const db = new Database(join(dir, inquiryDatabaseFile), { readonly: true });
  try {
    return db.prepare<[], string>("SELECT json_extract(fields, '$[0].value') FROM inquiries ORDER BY id").pluck().all();
  } finally {
    db.close();
  }
}

function openOn(dir: string): InquiryStore {
  const store = openInquiryStore(dir);
  onTestFinished(() => store.close());
  return store;
}

describe.skipIf(smallDiskRefusal !== undefined)(
  `a store on a full disk${smallDiskRefusal ? ` (skipped: ${smallDiskRefusal})` : ''}`,
  () => {
    it('throws databaseUnwritable for every write, keeps nothing of them, and writes again once space is freed', async () => {
      const disk = mountSmallDisk(2048);
      onTestFinished(() => disk.unmount());
      const store = openOn(disk.dir);
      const first = store.add(sampleInquiry({ company: '가득 전 회사' }));
      store.addAccount('김연구', 'hash-before');
      disk.fill();

      const refusal = unwritable(() =>
        store.add(sampleInquiry({ company: '가득 찬 뒤 회사', message: '분석 의뢰 '.repeat(400) })),
      );
      expect(refusal.code).toBe('databaseUnwritable');
      expect(refusal.message).toContain(join(disk.dir, inquiryDatabaseFile));
      expect(refusal.message).toContain('SQLITE_FULL');
      expect(refusal.hint).toContain('df -h');
      expect(store.canWrite()).toBe(false);

      const writes: [string, () => unknown][] = [
        ['memo', () => store.setMemo(first.id, '메모 '.repeat(600))],
        ['handled', () => store.setHandled(first.id, true, new Date(), '김연구')],
        ['delete', () => store.deleteInquiry(first.id)],
        ['add account', () => store.addAccount(`계정${'가'.repeat(30)}`, 'x'.repeat(3000))],
        ['set password', () => store.setAccountPassword('김연구', 'y'.repeat(3000))],
        ['remove account', () => store.removeAccount('김연구')],
        [
          'access record',
          () =>
            store.recordAccess({
              account: '김연구',
              clientHash: null,
              action: 'view',
              inquiryId: first.id,
              detail: 'z'.repeat(3000),
            }),
        ],
        ['mail sent', () => store.markMailSent(first.id)],
      ];
      for (const [name, write] of writes) expect([name, unwritable(write).code]).toEqual([name, 'databaseUnwritable']);
      expect(storedCompanies(disk.dir)).toEqual(['가득 전 회사']);
      expect(store.get(first.id)).toMatchObject({ memo: '', handledAt: null, mail: { status: 'unsent' } });
      expect(store.findAccount('김연구')?.passwordHash).toBe('hash-before');

      disk.free();
      const after = store.add(sampleInquiry({ company: '비운 뒤 회사' }));
      expect(store.canWrite()).toBe(true);
      expect(after.id).toBe(first.id + 1);
      expect(storedCompanies(disk.dir)).toEqual(['가득 전 회사', '비운 뒤 회사']);
    });

    it('fails the migrations at open with databaseUnwritable and keeps the database as it was', async () => {
      const disk = mountSmallDisk(1024);
      onTestFinished(() => disk.unmount());
      const file = join(disk.dir, inquiryDatabaseFile);
      const old = new Database(file);
      old.pragma('journal_mode = WAL');
      old.exec('CREATE TABLE inquiries (id INTEGER PRIMARY KEY)');
      old.close();
      disk.fill();
      const refusal = unwritable(() => openInquiryStore(disk.dir));
      expect(refusal.code).toBe('databaseUnwritable');
      disk.free();
      const check = new Database(file, { readonly: true });
      expect(check.pragma('user_version', { simple: true })).toBe(0);
      check.close();
    });

    it('does not mail an inquiry again when its "sent" could not be written', async () => {
      const disk = mountSmallDisk(2048);
      onTestFinished(() => disk.unmount());
      const store = openOn(disk.dir);
      const { id } = store.add(sampleInquiry());
      const mailed: number[] = [];
      const mailer: Mailer = { send: async (inquiry) => void mailed.push(inquiry.id) };
      const sentUnrecorded = new Set<number>();
      const pass = () =>
        sendDueMail({
          store,
          mailer,
          log: { info: () => {}, warn: () => {} },
          baseDelayMs: 1000,
          maxDelayMs: 1000,
          now: () => new Date(),
          sentUnrecorded,
        });
      disk.fill();
      for (let attempt = 0; attempt < 3; attempt++) await expect(pass()).rejects.toBeInstanceOf(InquiryStoreError);
      expect(mailed).toEqual([id]);
      disk.free();
      await pass();
      expect(mailed).toEqual([id]);
      expect(store.get(id)?.mail.status).toBe('sent');
    });
  },
);

describe('a store whose files are made immutable (chattr +i)', () => {
  it('throws databaseUnwritable, keeps nothing, and writes again once they are writable', async () => {
    const dir = await tempDir();
    const store = openOn(dir);
    store.add(sampleInquiry({ company: '잠그기 전 회사' }));
    const file = join(dir, inquiryDatabaseFile);
    const release = makeImmutable([file, `${file}-wal`]);
    onTestFinished(() => release());
    expect(unwritable(() => store.add(sampleInquiry({ company: '잠근 뒤 회사' }))).code).toBe('databaseUnwritable');
    expect(store.canWrite()).toBe(false);
    release();
    store.add(sampleInquiry({ company: '푼 뒤 회사' }));
    expect(store.canWrite()).toBe(true);
    expect(storedCompanies(dir)).toEqual(['잠그기 전 회사', '푼 뒤 회사']);
  });
});
