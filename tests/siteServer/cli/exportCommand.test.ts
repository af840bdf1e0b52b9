import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvFileName } from '../../../src/siteServer/admin/csvAttachment';
import { openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { runCli } from './runInquiriesCli';
import { sampleInquiry, tempDir } from '../storage/tempStore';

/** What the command said after naming its database, which every command does first. */
const afterDatabaseLine = (stderr: string) => stderr.replace(/^데이터베이스: .*\n/, '');

async function dataWithInquiries(): Promise<string> {
  const dataDir = await tempDir();
  const store = openInquiryStore(dataDir);
  store.add(sampleInquiry({ company: '가람; 나래' }));
  store.add(sampleInquiry());
  store.close();
  return dataDir;
}

describe('npm run inquiries -- export', () => {
  it('--since writes only what came after a moment in Korean time (the backup before an upgrade), and refuses a malformed one', async () => {
    const dataDir = await tempDir();
    const store = openInquiryStore(dataDir);
    // 09:09 and 09:11 in Korea.
    store.add(sampleInquiry({ company: '업그레이드 전' }), new Date('2026-11-26T00:09:00Z'));
    store.add(sampleInquiry({ company: '업그레이드 뒤' }), new Date('2026-11-26T00:11:00Z'));
    store.close();
    const file = join(await tempDir(), 'after-upgrade.csv');
    const written = await runCli(['export', '--csv', file, '--since', '2026-11-26T09:10'], { dataDir });
    expect(written).toMatchObject({ code: 0, stdout: `문의 1건을 ${file}에 저장했습니다.\n` });
    const text = await readFile(file, 'utf8');
    expect(text).toContain('업그레이드 뒤');
    expect(text).not.toContain('업그레이드 전');
    const byDay = await runCli(['export', '--csv', join(await tempDir(), 'day.csv'), '--since', '2026-11-26'], {
      dataDir,
    });
    expect(byDay.stdout).toContain('문의 2건을');
    const wrong = await runCli(['export', '--csv', join(await tempDir(), 'x.csv'), '--since', '26.11.2026'], {
      dataDir,
    });
    expect(wrong).toMatchObject({ code: 2, stderr: expect.stringContaining('--since에는 2026-11-01처럼') });
  });

  it('writes inquiries-YYYYMMDD.csv in the folder the command was typed in, and keeps an existing file unless --force', async () => {
    const dataDir = await dataWithInquiries();
    const here = await tempDir();
    const env = { INIT_CWD: here };
    const file = join(here, csvFileName(new Date()));
    const written = await runCli(['export', '--csv'], { dataDir, env });
    expect(written).toMatchObject({
      code: 0,
      stderr: `데이터베이스: ${join(dataDir, 'inquiries.sqlite')}\n`,
      stdout: `문의 2건을 ${file}에 저장했습니다.\n`,
    });
    expect(await readFile(file, 'utf8')).toContain(',"가람; 나래",');

    await writeFile(file, 'older');
    const refused = await runCli(['export', '--csv'], { dataDir, env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${file}이(가) 이미 있어서 쓰지 않았습니다.`);
    expect(refused.stderr).toContain('--force');
    expect(await readFile(file, 'utf8')).toBe('older');
    expect((await runCli(['export', '--csv', '--force'], { dataDir, env })).code).toBe(0);
    expect(await readFile(file, 'utf8')).not.toBe('older');
  });

  it('resolves a relative file name against INIT_CWD and says in Korean why it could not write', async () => {
    const dataDir = await dataWithInquiries();
    const here = await tempDir();
    const env = { INIT_CWD: here };
    await mkdir(join(here, '보내기'));
    const relative = await runCli(['export', '--csv', '보내기/문의.csv'], { dataDir, env });
    expect(relative).toMatchObject({ code: 0, stdout: expect.stringContaining(join(here, '보내기', '문의.csv')) });

    const noFolder = await runCli(['export', '--csv', '없는폴더/문의.csv'], { dataDir, env });
    expect(noFolder).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`${join(here, '없는폴더')} 폴더가 없어서`),
    });
    const folder = await runCli(['export', '--csv', '보내기', '--force'], { dataDir, env });
    expect(folder).toMatchObject({ code: 1, stderr: expect.stringContaining('폴더입니다.') });
    expect(folder.stderr).toContain('(기술 정보: EISDIR');
  });

  it('explains wrong arguments in Korean', async () => {
    const dataDir = await tempDir();
    const unknown = await runCli(['export', '--csv', '--bogus'], { dataDir });
    expect(unknown.code).toBe(2);
    expect(afterDatabaseLine(unknown.stderr)).toMatch(/^알 수 없는 옵션입니다: --bogus\n/);
    const noFormat = await runCli(['export'], { dataDir });
    expect(noFormat).toMatchObject({ code: 2, stderr: expect.stringContaining('내보낼 형식을 --csv로 적으세요.') });
    const missingValue = await runCli(['list', '--limit'], { dataDir });
    expect(afterDatabaseLine(missingValue.stderr)).toMatch(/^--limit 뒤에 값을 적으세요\./);
    const valueOnFlag = await runCli(['delete', '3', '--yes=no'], { dataDir });
    expect(afterDatabaseLine(valueOnFlag.stderr)).toMatch(/^--yes에는 값을 붙이지 않습니다/);
    const extra = await runCli(['export', '--csv', 'a.csv', 'b.csv'], { dataDir });
    expect(afterDatabaseLine(extra.stderr)).toMatch(/^알 수 없는 인자입니다: b\.csv/);
    for (const result of [unknown, noFormat, missingValue, valueOnFlag, extra])
      expect(result.stderr).not.toMatch(/Unknown|missing|argument/);
  });

  it('reports an unexpected failure with a Korean line before the detail', async () => {
    // A folder where the database file should be: no check foresees it, so it reaches the last catch.
    const dataDir = await tempDir();
    await mkdir(join(dataDir, 'inquiries.sqlite'));
    const result = await runCli(['list'], { dataDir });
    expect(result.code).toBe(1);
    expect(afterDatabaseLine(result.stderr)).toMatch(
      /^예상하지 못한 오류로 명령을 끝내지 못했습니다\. 아래 내용을 서버 관리자에게 알려 주세요\.\n\S/,
    );
  });
});
