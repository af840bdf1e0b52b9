import { describe, expect, it } from 'vitest';
import { openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { tempStore } from './tempStore';

describe('InquiryStore settings and admin sessions', () => {
  it('stores, replaces and keeps settings across a re-open', async () => {
    const { dir, store } = await tempStore();
    expect(store.getSetting('adminPasswordHash')).toBeUndefined();
    store.setSetting('adminPasswordHash', 'first');
    store.setSetting('adminPasswordHash', 'second');
    store.close();
    const reopened = openInquiryStore(dir);
    try {
      expect(reopened.getSetting('adminPasswordHash')).toBe('second');
      expect(reopened.getSetting('clientAddressSalt')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    } finally {
      reopened.close();
    }
  });

  it('finds a session until it expires, and not after it is deleted', async () => {
    const { store } = await tempStore();
    const account = store.addAccount('김연구', 'hash');
    const session = { tokenHash: 'a'.repeat(64), expiresAt: '2026-11-23T06:00:00.000Z' };
    store.saveSession({ ...session, accountId: account?.id ?? 0 }, new Date('2026-11-23T05:00:00.000Z'));
    expect(store.findSession(session.tokenHash, new Date('2026-11-23T05:59:59.999Z'))).toEqual({
      ...session,
      account: '김연구',
    });
    expect(store.findSession(session.tokenHash, new Date('2026-11-23T06:00:00.000Z'))).toBeUndefined();
    expect(store.findSession('b'.repeat(64), new Date('2026-11-23T05:00:00.000Z'))).toBeUndefined();
    store.deleteSession(session.tokenHash);
    expect(store.findSession(session.tokenHash, new Date('2026-11-23T05:00:00.000Z'))).toBeUndefined();
  });
});
