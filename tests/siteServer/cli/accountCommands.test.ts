import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { adminPasswordSetting, hashPassword, verifyPassword } from '../../../src/siteServer/security/password';
import { migrations } from '../../../src/siteServer/storage/migrations';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import type { InquiryStore } from '../../../src/siteServer/storage/InquiryStore';
import { runCli } from './runInquiriesCli';
import { sampleInquiry, tempDir } from '../storage/tempStore';

const newPassword = '실험실 문의함 2026 봄';

function withStore<T>(dataDir: string, use: (store: InquiryStore) => T): T {
  const store = openInquiryStore(dataDir);
  try {
    return use(store);
  } finally {
    store.close();
  }
}

/** A database the way the server leaves it on its first start: there, with no account. */
async function serverDataDir(): Promise<string> {
  const dataDir = await tempDir();
  withStore(dataDir, () => undefined);
  return dataDir;
}

const databaseLine = (dataDir: string) => `데이터베이스: ${join(dataDir, inquiryDatabaseFile)}\n`;

describe('npm run inquiries: which database', { timeout: 60_000 }, () => {
  it.each([
    ['list'],
    ['show', '1'],
    ['export', '--csv', 'out.csv'],
    ['users'],
    ['access-log'],
    ['set-password', '김연구'],
    ['remove-user', '김연구', '--yes'],
    ['backup', 'copy.sqlite'],
  ])('%s names the database first and never creates one in a folder without it', async (...args) => {
    const dataDir = await tempDir();
    // Files the commands would write go elsewhere, never into the project folder.
    const elsewhere = await tempDir();
    const result = await runCli(
      args.map((arg) => (arg.includes('.') ? join(elsewhere, arg) : arg)),
      { dataDir, input: `${newPassword}\n` },
    );
    expect(result.code).toBe(1);
    expect(result.stderr.startsWith(databaseLine(dataDir))).toBe(true);
    expect(result.stderr).toContain(`${dataDir}에 문의 데이터베이스가 없습니다. 아무것도 만들거나 바꾸지 않았습니다.`);
    expect(result.stderr).toContain('DATA_DIR');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('add-user asks before starting a database: refused from a pipe without --create, made with it', async () => {
    const dataDir = await tempDir();
    const refused = await runCli(['add-user', '김연구'], { dataDir, input: `${newPassword}\n` });
    expect(refused.code).toBe(1);
    expect(refused.stderr.startsWith(databaseLine(dataDir))).toBe(true);
    expect(refused.stderr).toContain(
      `${dataDir}에 데이터베이스가 없습니다. 서버가 한 번도 실행되지 않은 폴더라 새로 만들지 않았습니다.`,
    );
    expect(refused.stderr).toContain('--create를 붙여');
    expect(existsSync(join(dataDir, inquiryDatabaseFile))).toBe(false);

    const made = await runCli(['add-user', '김연구', '--create'], { dataDir, input: `${newPassword}\n` });
    expect(made).toMatchObject({ code: 0, stderr: databaseLine(dataDir) });
    expect(made.stdout).toContain('"김연구" 계정을 만들었습니다.');
    const account = withStore(dataDir, (store) => store.findAccount('김연구'));
    expect(await verifyPassword(newPassword, account?.passwordHash ?? '')).toBe(true);
  });
});

describe('npm run inquiries: accounts', { timeout: 60_000 }, () => {
  it('adds accounts from the first piped line, refusing a bad name, a taken name in any case and a short password', async () => {
    const dataDir = await serverDataDir();
    expect(await runCli(['add-user', 'Kim.Lab'], { dataDir, input: `${newPassword}\nignored\n` })).toMatchObject({
      code: 0,
    });
    const taken = await runCli(['add-user', 'kim.lab'], { dataDir, input: `${newPassword}\n` });
    expect(taken).toMatchObject({ code: 1, stderr: expect.stringContaining('"kim.lab" 계정이 이미 있습니다.') });
    const spaced = await runCli(['add-user', '김 연구'], { dataDir, input: `${newPassword}\n` });
    expect(spaced).toMatchObject({ code: 1, stderr: expect.stringContaining('쓸 수 없는 계정 이름입니다: 김 연구') });
    expect(spaced.stderr).toContain('띄어쓰기 없이 40자까지');
    const short = await runCli(['add-user', '박분석'], { dataDir, input: '짧은비밀번호\n' });
    expect(short).toMatchObject({ code: 1, stderr: expect.stringContaining('너무 짧습니다(6자)') });
    const empty = await runCli(['add-user', '박분석'], { dataDir, input: '' });
    expect(empty).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('echo "새 비밀번호" | npm run inquiries -- add-user 박분석'),
    });
    expect(withStore(dataDir, (store) => store.listAccounts().map((account) => account.name))).toEqual(['Kim.Lab']);
    expect((await runCli(['add-user'], { dataDir })).code).toBe(2);
  });

  it('set-password and remove-user end the account’s sessions and say so; users lists what is left', async () => {
    const dataDir = await serverDataDir();
    const sessionOf = (store: InquiryStore, name: string, token: string) => {
      const id = store.findAccount(name)?.id ?? 0;
      store.saveSession({ tokenHash: token, accountId: id, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    };
    withStore(dataDir, (store) => {
      store.addAccount('김연구', 'old-hash');
      store.addAccount('박분석', 'old-hash');
      sessionOf(store, '김연구', 'a'.repeat(64));
      sessionOf(store, '박분석', 'b'.repeat(64));
    });
    const listed = await runCli(['users'], { dataDir });
    expect(listed.stdout).toMatch(/^이름\s+만든 시각\(KST\)\s+마지막 로그인\(KST\)\s+로그인 중인 곳$/m);
    expect(listed.stdout).toMatch(/^김연구\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+1$/m);

    const changed = await runCli(['set-password', '김연구'], { dataDir, input: `${newPassword}\n` });
    expect(changed).toMatchObject({
      code: 0,
      stdout: '"김연구" 계정의 비밀번호를 바꿨습니다. 이 계정으로 로그인해 있던 1곳의 로그인을 끝냈습니다.\n',
    });
    withStore(dataDir, (store) => {
      expect(store.findSession('a'.repeat(64))).toBeUndefined();
      expect(store.findSession('b'.repeat(64))?.account).toBe('박분석');
    });
    expect((await runCli(['set-password', '없는이름'], { dataDir, input: `${newPassword}\n` })).stderr).toContain(
      '"없는이름" 계정이 없습니다.',
    );

    const unconfirmed = await runCli(['remove-user', '박분석'], { dataDir });
    expect(unconfirmed).toMatchObject({ code: 1, stderr: expect.stringContaining('--yes를 붙이세요') });
    const removed = await runCli(['remove-user', '박분석', '--yes'], { dataDir });
    expect(removed).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(
        '"박분석" 계정을 지웠습니다. 이 계정으로 로그인해 있던 1곳의 로그인을 끝냈습니다.',
      ),
    });
    withStore(dataDir, (store) => {
      expect(store.findSession('b'.repeat(64))).toBeUndefined();
      expect(store.findAccount('박분석')).toBeUndefined();
    });
    const last = await runCli(['remove-user', '김연구', '--yes'], { dataDir });
    expect(last.stdout).toContain('이제 계정이 하나도 없어');
    expect((await runCli(['users'], { dataDir })).stdout).toContain(
      '계정이 없습니다. npm run inquiries -- add-user 이름으로 만드세요.',
    );
  });

  it('turns the shared password of an older database into an account with --from-shared-password', async () => {
    const dataDir = await tempDir();
    const file = join(dataDir, inquiryDatabaseFile);
    // The database as the version before accounts left it: its first schema step and the shared password.
    const old = new Database(file);
    old.exec(migrations[0] ?? '');
    old.pragma('user_version = 1');
    old
      .prepare('INSERT INTO settings (key, value) VALUES (?, ?)')
      .run(adminPasswordSetting, await hashPassword(newPassword));
    old.close();
    expect((await runCli(['users'], { dataDir })).stdout).toContain('예전에 함께 쓰던 공용 비밀번호만 있습니다');
    const claimed = await runCli(['add-user', '김연구', '--from-shared-password'], { dataDir });
    expect(claimed).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('비밀번호는 지금까지 쓰던 공용 비밀번호이고'),
    });
    withStore(dataDir, (store) => expect(store.getSetting(adminPasswordSetting)).toBeUndefined());
    const account = withStore(dataDir, (store) => store.findAccount('김연구'));
    expect(await verifyPassword(newPassword, account?.passwordHash ?? '')).toBe(true);
    const again = await runCli(['add-user', '박분석', '--from-shared-password'], { dataDir });
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('예전 공용 비밀번호가 없어') });
  });
});

describe('npm run inquiries -- access-log', { timeout: 60_000 }, () => {
  it('lists what the command line did, as CLI:<user>, newest first, filtered by account and day', async () => {
    const dataDir = await serverDataDir();
    const id = withStore(dataDir, (store) => {
      store.recordAccess(
        { account: '김연구', clientHash: 'c'.repeat(64), action: 'login' },
        new Date('2026-01-05T01:00:00Z'),
      );
      return store.add(sampleInquiry({ company: '표식회사-QX17' })).id;
    });
    await runCli(['show', String(id)], { dataDir });
    await runCli(['list', '--search', '표식회사'], { dataDir });
    const log = await runCli(['access-log'], { dataDir });
    expect(log.code).toBe(0);
    const lines = log.stdout.split('\n');
    expect(lines[0]).toMatch(/^시각\(KST\)\s+계정\s+주소\(해시\)\s+한 일\s+문의 번호$/);
    expect(lines[2]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d\s+CLI:\S+\s+-\s+목록 보기 \(검색함\)\s+-$/);
    expect(lines[3]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+CLI:\\S+\\s+-\\s+문의 보기\\s+${id}$`));
    expect(lines[4]).toMatch(/^2026-01-05 10:00\s+김연구\s+cccccccccccc\s+로그인\s+-$/);
    expect(log.stdout).not.toContain('표식회사');
    expect((await runCli(['access-log', '--user', '김연구'], { dataDir })).stdout.split('\n')).toHaveLength(6);
    expect((await runCli(['access-log', '--since', '2026-01-06', '--limit', '1'], { dataDir })).stdout).not.toContain(
      '김연구',
    );
    expect((await runCli(['access-log', '--since', '어제'], { dataDir })).code).toBe(2);
  });
});
