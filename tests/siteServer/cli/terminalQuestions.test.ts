// The CLI at a real terminal: `script` gives it a pseudo-terminal, and the test answers each question once it shows.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/siteBuild/paths';
import { inquiryDatabaseFile } from '../../../src/siteServer/storage/openInquiryStore';
import { waitFor } from '../../e2e/helpers/wait-for';
import { tempDir } from '../storage/tempStore';

const scriptCommand = '/usr/bin/script';
const quoted = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/** Runs the CLI on a terminal; `answer` gets what it printed so far and types replies. */
function runAtTerminal(args: string[], dataDir: string) {
  const command = [process.execPath, '--import', 'tsx', 'src/siteServer/cli/inquiries.ts', ...args]
    .map(quoted)
    .join(' ');
  const child = spawn(scriptCommand, ['-qec', command, '/dev/null'], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    output: () => output,
    type: (text: string) => child.stdin.write(text),
    exited,
  };
}

describe.skipIf(!existsSync(scriptCommand))('npm run inquiries at a terminal', { timeout: 60_000 }, () => {
  it('asks before creating a database and creates none when the answer is no', async () => {
    const dataDir = await tempDir();
    const cli = runAtTerminal(['add-user', '김연구'], dataDir);
    await waitFor(() => cli.output().includes('새로 만들까요? (y/N)'), 'the question about a new database');
    cli.type('n\r');
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain(`데이터베이스: ${join(dataDir, inquiryDatabaseFile)}`);
    expect(cli.output()).toContain('데이터베이스를 만들지 않았습니다.');
    expect(existsSync(join(dataDir, inquiryDatabaseFile))).toBe(false);
  });

  it('creates it on yes, then asks for the password twice without showing it', async () => {
    const dataDir = await tempDir();
    const cli = runAtTerminal(['add-user', '김연구'], dataDir);
    await waitFor(() => cli.output().includes('새로 만들까요? (y/N)'), 'the question about a new database');
    cli.type('y\r');
    await waitFor(() => cli.output().includes('새 비밀번호: '), 'the password prompt');
    cli.type('터미널에서 정한 비밀번호\r');
    await waitFor(() => cli.output().includes('새 비밀번호 확인: '), 'the confirmation prompt');
    cli.type('터미널에서 정한 비밀번호\r');
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain('"김연구" 계정을 만들었습니다.');
    expect(cli.output()).not.toContain('터미널에서 정한');
    expect(existsSync(join(dataDir, inquiryDatabaseFile))).toBe(true);
  });
});
