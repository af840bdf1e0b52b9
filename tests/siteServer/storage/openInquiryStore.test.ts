import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../src/siteServer/storage/migrations';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { InquiryStoreError } from '../../../src/siteServer/storage/storeErrors';
import { sampleInquiry, tempDir, tempStore } from './tempStore';

function inspect(dir: string) {
  const db = new Database(join(dir, inquiryDatabaseFile), { readonly: true });
  try {
    return {
      userVersion: db.pragma('user_version', { simple: true }),
      journalMode: db.pragma('journal_mode', { simple: true }),
      tables: db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all(),
      indexes: db
        .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'")
        .pluck()
        .all(),
    };
  } finally {
    db.close();
  }
}

describe('openInquiryStore', () => {
  it('creates a missing data directory and migrates an empty database to the newest version', async () => {
    const dir = join(await tempDir(), 'nested', 'data');
    openInquiryStore(dir).close();
    expect(existsSync(join(dir, inquiryDatabaseFile))).toBe(true);
    const found = inspect(dir);
    expect(found.userVersion).toBe(migrations.length);
    expect(found.journalMode).toBe('wal');
    expect(found.tables).toEqual(expect.arrayContaining(['admin_sessions', 'inquiries', 'settings']));
    expect(found.indexes).toEqual(expect.arrayContaining(['inquiries_received_at', 'inquiries_mail_queue']));
  });

  it('re-opens an existing database with its rows and the same client address salt', async () => {
    const dir = await tempDir();
    const first = openInquiryStore(dir);
    const stored = first.add(sampleInquiry());
    first.close();
    const second = openInquiryStore(dir);
    try {
      expect(second.get(stored.id)).toEqual(stored);
      expect(second.add(sampleInquiry()).clientHash).toBe(stored.clientHash);
      expect(inspect(dir).userVersion).toBe(migrations.length);
    } finally {
      second.close();
    }
  });

  it('refuses a database written by a newer program, in Korean, and leaves it untouched', async () => {
    const dir = await tempDir();
    openInquiryStore(dir).close();
    const db = new Database(join(dir, inquiryDatabaseFile));
    db.pragma(`user_version = ${migrations.length + 1}`);
    db.close();
    let refusal: unknown;
    try {
      openInquiryStore(dir).close();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(InquiryStoreError);
    expect(refusal).toMatchObject({ code: 'databaseTooNew', message: expect.stringContaining('스키마 버전') });
    expect(inspect(dir).userVersion).toBe(migrations.length + 1);
  });

  it('keeps only a salted hash of the client address, never the address itself', async () => {
    const { dir, store } = await tempStore();
    const address = '198.51.100.123';
    const stored = store.add(sampleInquiry({ clientAddress: address }));
    const other = store.add(sampleInquiry({ clientAddress: '198.51.100.124' }));
    expect(stored.clientHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.clientHash).not.toBe(other.clientHash);
    store.close();
    const files = [inquiryDatabaseFile, `${inquiryDatabaseFile}-wal`].map((name) => join(dir, name)).filter(existsSync);
    const bytes = Buffer.concat(await Promise.all(files.map((file) => readFile(file))));
    expect(bytes.includes('(주)한빛소재')).toBe(true);
    expect(bytes.includes(address)).toBe(false);
  });

  it('returns the stored inquiry from add, unsent and due at once', async () => {
    const { store } = await tempStore();
    const now = new Date('2026-11-23T05:05:00.000Z');
    const stored = store.add(sampleInquiry({ page: null }), now);
    expect(stored).toMatchObject({
      receivedAt: now.toISOString(),
      page: null,
      fields: sampleInquiry().fields,
      handledAt: null,
      mail: { status: 'unsent', attempts: 0, nextAttemptAt: now.toISOString(), lastError: null, sentAt: null },
    });
    expect(store.get(stored.id)).toEqual(stored);
    expect(store.get(stored.id + 1)).toBeUndefined();
  });
});
