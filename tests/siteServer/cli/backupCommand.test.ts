import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { runCli } from './runInquiriesCli';
import { answerOf, sampleInquiry, tempDir } from '../storage/tempStore';

async function dataDirWith(inquiries: number): Promise<string> {
  const dataDir = await tempDir();
  const store = openInquiryStore(dataDir);
  for (let n = 0; n < inquiries; n += 1) store.add(sampleInquiry({ company: `(주)백업 ${n}` }));
  store.close();
  return dataDir;
}

function companies(dir: string): string[] {
  const store = openInquiryStore(dir);
  try {
    return store.list().items.map((inquiry) => String(answerOf(inquiry, 'company')));
  } finally {
    store.close();
  }
}

describe('npm run inquiries -- backup', () => {
  it('copies the database to FILE relative to where npm was run, 0600, and says what it did', async () => {
    const dataDir = await dataDirWith(2);
    const here = await tempDir();
    const result = await runCli(['backup', inquiryDatabaseFile], { dataDir, env: { INIT_CWD: here } });
    const target = join(here, inquiryDatabaseFile);
    expect(result).toMatchObject({ code: 0, stderr: `데이터베이스: ${join(dataDir, inquiryDatabaseFile)}\n` });
    expect(result.stdout).toBe(
      `문의 데이터베이스 ${join(dataDir, inquiryDatabaseFile)}을(를) ${target}에 백업했습니다. 백업에는 문의 2건이 들어 있습니다.\n`,
    );
    expect(readdirSync(here)).toEqual([inquiryDatabaseFile]);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(companies(here)).toEqual(['(주)백업 1', '(주)백업 0']);
  });

  it('refuses to replace an existing FILE unless --force, and never the database itself', async () => {
    const dataDir = await dataDirWith(1);
    const target = join(await tempDir(), 'backup.sqlite');
    writeFileSync(target, 'last week’s backup');
    const refused = await runCli(['backup', target], { dataDir });
    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`${target}이(가) 이미 있어서 백업하지 않았습니다.`),
    });
    expect(refused.stderr).toContain('--force');
    expect(readFileSync(target, 'utf8')).toBe('last week’s backup');

    expect(await runCli(['backup', target, '--force'], { dataDir })).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('문의 1건'),
    });
    expect(readFileSync(target).subarray(0, 15).toString()).toBe('SQLite format 3');

    const live = join(dataDir, inquiryDatabaseFile);
    const itself = await runCli(['backup', live, '--force'], { dataDir });
    expect(itself).toMatchObject({ code: 1, stderr: expect.stringContaining('백업할 데이터베이스 파일 자체입니다') });
    expect(companies(dataDir)).toEqual(['(주)백업 0']);
  });

  it('explains a FILE it cannot write, and exits 2 without FILE', async () => {
    const dataDir = await dataDirWith(1);
    const target = join(dataDir, 'no-such-folder', 'backup.sqlite');
    const failed = await runCli(['backup', target], { dataDir });
    expect(failed).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`${join(dataDir, 'no-such-folder')} 폴더가 없어서 ${target}에 쓰지 못했습니다.`),
    });
    expect(failed.stderr).toContain('데이터베이스는 바뀌지 않았습니다.');
    expect(existsSync(join(dataDir, 'no-such-folder'))).toBe(false);
    const missing = await runCli(['backup'], { dataDir });
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('backup FILE [--force]') });
  });

  it('refuses a damaged database with what is wrong and how to restore a backup', async () => {
    const dataDir = await tempDir();
    writeFileSync(join(dataDir, inquiryDatabaseFile), '');
    const target = join(await tempDir(), 'backup.sqlite');
    const result = await runCli(['backup', target], { dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `문의 데이터베이스 ${join(dataDir, inquiryDatabaseFile)}이(가) 비어 있습니다(0바이트).`,
    );
    expect(result.stderr).toContain('백업 파일을');
    expect(existsSync(target)).toBe(false);
  });
});
