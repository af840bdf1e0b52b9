import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/siteBuild/paths';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { runCli, type CliResult } from './runInquiriesCli';
import { databaseFileBytes, sampleInquiry, tempDir } from '../storage/tempStore';

const marker = 'CLI-지울표식-5521';

async function dataWithMarked(): Promise<{ dataDir: string; id: number }> {
  const dataDir = await tempDir();
  const store = openInquiryStore(dataDir);
  const { id } = store.add(
    sampleInquiry({
      company: `${marker} 회사`,
      phone: marker,
      email: `${marker}@example.kr`,
      message: `${marker} 내용`,
    }),
    new Date('2026-11-23T05:05:00Z'),
  );
  store.setMemo(id, `${marker} 메모`);
  store.add(sampleInquiry({ company: '남는 회사' }));
  store.close();
  return { dataDir, id };
}

const databaseBytes = (dataDir: string) => databaseFileBytes(join(dataDir, inquiryDatabaseFile));
const stillThere = (dataDir: string, id: number) => {
  const store = openInquiryStore(dataDir);
  try {
    return store.get(id) !== undefined;
  } finally {
    store.close();
  }
};

/** The CLI on a pseudo-terminal (util-linux `script`), so it asks y/N as it does for a person; `answer` is what is typed. */
function runOnTerminal(args: string[], dataDir: string, answer: string): Promise<CliResult> {
  const command = [process.execPath, '--import', 'tsx', 'src/siteServer/cli/inquiries.ts', ...args]
    .map((part) => `'${part}'`)
    .join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  const stdout: Buffer[] = [];
  let answered = false;
  // The answer is typed once: output after the question still holds '[y/N]', and a write after the CLI
  // has ended would fail with EPIPE.
  child.stdin.on('error', () => {});
  child.stdout.on('data', (chunk: Buffer) => {
    stdout.push(chunk);
    if (answered || !Buffer.concat(stdout).toString('utf8').includes('[y/N]')) return;
    answered = true;
    child.stdin.write(`${answer}\n`);
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(stdout).toString('utf8'), stderr: '' }));
  });
}

describe('npm run inquiries -- delete', () => {
  it('refuses without --yes when nobody can answer, and deletes with it, leaving the text in no database file', async () => {
    const { dataDir, id } = await dataWithMarked();
    const refused = await runCli(['delete', String(id)], { dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe(`문의 ${id}번: ${marker} 회사, 2026-11-23 14:05 (KST) 접수\n`);
    expect(refused.stderr).toContain('확인을 물을 수 있는 터미널이 아니어서 지우지 않았습니다.');
    expect(refused.stderr).toContain(`npm run inquiries -- delete ${id} --yes`);
    expect(stillThere(dataDir, id)).toBe(true);
    expect((await runCli(['show', String(id)], { dataDir })).stdout).toMatch(
      /\n내부 메모 \(\d{4}-\d\d-\d\d \d\d:\d\d \(KST\) 수정\):\nCLI-지울표식-5521 메모\n$/,
    );

    const deleted = await runCli(['delete', String(id), '--yes'], { dataDir });
    expect(deleted.code).toBe(0);
    expect(deleted.stderr).toBe(`데이터베이스: ${join(dataDir, inquiryDatabaseFile)}\n`);
    expect(deleted.stdout).toContain(`문의 ${id}번을 삭제했습니다. 데이터베이스 파일에서도 지웠습니다.`);
    expect(stillThere(dataDir, id)).toBe(false);
    const bytes = databaseBytes(dataDir);
    expect(bytes.includes(marker)).toBe(false);
    expect(bytes.includes('지울표식')).toBe(false);
    expect((await runCli(['list'], { dataDir })).stdout).not.toContain(marker);
  });

  it('asks y/N at a terminal and deletes only on yes', async () => {
    const { dataDir, id } = await dataWithMarked();
    const no = await runOnTerminal(['delete', String(id)], dataDir, 'n');
    expect(no.stdout).toContain('되돌릴 수 없습니다. [y/N]');
    expect(no.stdout).toContain('지우지 않았습니다.');
    expect(stillThere(dataDir, id)).toBe(true);
    const yes = await runOnTerminal(['delete', String(id)], dataDir, 'y');
    expect(yes).toMatchObject({ code: 0, stdout: expect.stringContaining(`문의 ${id}번을 삭제했습니다.`) });
    expect(stillThere(dataDir, id)).toBe(false);
  });

  it('says so for a missing or malformed number', async () => {
    const dataDir = await tempDir();
    openInquiryStore(dataDir).close();
    expect(await runCli(['delete', '999', '--yes'], { dataDir })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('문의 999번이 없습니다.'),
    });
    expect(await runCli(['delete', 'abc'], { dataDir })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('문의 번호에는 1 이상의 정수를 적으세요: abc'),
    });
    expect((await runCli(['delete'], { dataDir })).code).toBe(2);
  });
});
