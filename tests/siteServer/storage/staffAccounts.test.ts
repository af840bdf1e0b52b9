import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { adminPasswordSetting } from '../../../src/siteServer/security/password';
import { migrations } from '../../../src/siteServer/storage/migrations';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { staffName } from '../../../src/siteServer/storage/staffName';
import { answerOf, sampleInquiry, tempDir, tempStore } from './tempStore';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('account names', () => {
  it('allow letters of any script, digits, . _ - up to 40 characters, trimmed and in NFC', () => {
    for (const name of ['김연구', 'kim.lab', 'Lee_2', 'park-QA', '가'.repeat(40)]) expect(staffName(name)).toBe(name);
    expect(staffName('  김연구 ')).toBe('김연구');
    expect(staffName('\u1100\u1161\u11A8')).toBe('각');
    for (const name of ['', '김 연구', 'kim@lab', 'CLI:root', '(알 수 없는 이름)', '가'.repeat(41), 'kim🙂'])
      expect(staffName(name), name).toBeUndefined();
  });
});

describe('InquiryStore accounts', () => {
  it('adds an account once, whatever the case of its name, and finds it in any case', async () => {
    const { store } = await tempStore();
    const added = store.addAccount('Kim.Lab', 'hash-1', new Date('2026-11-20T01:00:00Z'));
    expect(added).toEqual({
      id: expect.any(Number),
      name: 'Kim.Lab',
      createdAt: '2026-11-20T01:00:00.000Z',
      lastLoginAt: null,
    });
    expect(store.addAccount('kim.lab', 'hash-2')).toBeUndefined();
    expect(store.findAccount('KIM.LAB')).toMatchObject({ name: 'Kim.Lab', passwordHash: 'hash-1' });
    expect(store.countAccounts()).toBe(1);
  });

  it('ties sessions to accounts; a new password or removal ends that account’s sessions only, and counts the live ones', async () => {
    const { store } = await tempStore();
    const kim = store.addAccount('김연구', 'hash')?.id ?? 0;
    const park = store.addAccount('박분석', 'hash')?.id ?? 0;
    store.saveSession({ tokenHash: 'a'.repeat(64), accountId: kim, expiresAt: inAnHour() });
    store.saveSession({ tokenHash: 'b'.repeat(64), accountId: kim, expiresAt: inAnHour() });
    store.saveSession({ tokenHash: 'c'.repeat(64), accountId: park, expiresAt: inAnHour() });
    expect(
      store
        .listAccounts()
        .map(({ name, activeSessions, lastLoginAt }) => ({ name, activeSessions, loggedIn: lastLoginAt !== null })),
    ).toEqual([
      { name: '김연구', activeSessions: 2, loggedIn: true },
      { name: '박분석', activeSessions: 1, loggedIn: true },
    ]);
    expect(store.setAccountPassword('김연구', 'new-hash')).toBe(2);
    expect(store.findAccount('김연구')?.passwordHash).toBe('new-hash');
    expect(store.findSession('a'.repeat(64))).toBeUndefined();
    expect(store.findSession('c'.repeat(64))?.account).toBe('박분석');
    expect(store.removeAccount('박분석')).toBe(1);
    expect(store.findSession('c'.repeat(64))).toBeUndefined();
    expect(store.findAccount('박분석')).toBeUndefined();
    expect(store.setAccountPassword('박분석', 'x')).toBeUndefined();
    expect(store.removeAccount('없는이름')).toBeUndefined();
  });

  it('keeps who handled an inquiry, the first one, after the account is gone', async () => {
    const { store } = await tempStore();
    store.addAccount('김연구', 'hash');
    const { id } = store.add(sampleInquiry());
    store.setHandled(id, true, new Date('2026-11-20T01:00:00Z'), '김연구');
    store.setHandled(id, true, new Date('2026-11-21T01:00:00Z'), '박분석');
    store.removeAccount('김연구');
    expect(store.get(id)).toMatchObject({ handledAt: '2026-11-20T01:00:00.000Z', handledBy: '김연구' });
    store.setHandled(id, false);
    expect(store.get(id)).toMatchObject({ handledAt: null, handledBy: null });
  });

  it('retires the shared password when an account is added, or makes it the account that claims it', async () => {
    const { store } = await tempStore();
    store.setSetting(adminPasswordSetting, 'shared-hash');
    expect(store.claimSharedPassword('김연구')).toMatchObject({ name: '김연구' });
    expect(store.findAccount('김연구')?.passwordHash).toBe('shared-hash');
    expect(store.getSetting(adminPasswordSetting)).toBeUndefined();
    expect(store.claimSharedPassword('박분석')).toBeUndefined();
    store.setSetting(adminPasswordSetting, 'shared-again');
    store.addAccount('박분석', 'own-hash');
    expect(store.getSetting(adminPasswordSetting)).toBeUndefined();
  });
});

describe('a database from before accounts', () => {
  it('keeps its inquiries and shared password, and ends the shared password’s sessions', async () => {
    const dir = await tempDir();
    // Made as the older version made it: only the first step, then its shared password and a session.
    const old = new Database(join(dir, inquiryDatabaseFile));
    old.exec(migrations[0] ?? '');
    old.pragma('user_version = 1');
    old
      .prepare(
        "INSERT INTO inquiries (received_at, company, phone, email, message, client_hash, handled_at) VALUES ('2026-01-01T00:00:00Z', '옛회사', '02', 'a@b.kr', '옛 문의', 'h', '2026-01-02T00:00:00Z')",
      )
      .run();
    old.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(adminPasswordSetting, 'shared-hash');
    old
      .prepare("INSERT INTO admin_sessions (token_hash, expires_at) VALUES (?, '2999-01-01T00:00:00Z')")
      .run('d'.repeat(64));
    old.close();
    const upgraded = openInquiryStore(dir);
    try {
      expect(answerOf(upgraded.get(1), 'company')).toBe('옛회사');
      expect(upgraded.get(1)).toMatchObject({ handledBy: null, handledAt: '2026-01-02T00:00:00Z' });
      expect(upgraded.getSetting(adminPasswordSetting)).toBe('shared-hash');
      expect(upgraded.countAccounts()).toBe(0);
      expect(upgraded.findSession('d'.repeat(64))).toBeUndefined();
    } finally {
      upgraded.close();
    }
  });
});
