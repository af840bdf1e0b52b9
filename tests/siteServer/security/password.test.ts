import { describe, expect, it } from 'vitest';
import { adminPasswordSetting, hashPassword, verifyPassword } from '../../../src/siteServer/security/password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('연구소 문의함 비밀번호 2026');
    expect(await verifyPassword('연구소 문의함 비밀번호 2026', stored)).toBe(true);
    expect(await verifyPassword('연구소 문의함 비밀번호 2027', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('writes a self-describing scrypt string with a fresh salt and no plaintext', async () => {
    const password = 'correct horse battery';
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(password);
    expect(first).not.toContain(Buffer.from(password).toString('base64'));
  });

  it('accepts the same Korean password typed decomposed (NFD)', async () => {
    const stored = await hashPassword('한글비밀번호입니다');
    expect(await verifyPassword('한글비밀번호입니다'.normalize('NFD'), stored)).toBe(true);
  });

  it('says false for a stored string it did not write', async () => {
    for (const stored of ['', 'plaintext', 'bcrypt$10$abc', 'scrypt$x$8$1$AAAA$AAAA', 'scrypt$16$8$1$AAAA$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('names the settings key the inbox reads', () => {
    expect(adminPasswordSetting).toBe('adminPasswordHash');
  });
});
