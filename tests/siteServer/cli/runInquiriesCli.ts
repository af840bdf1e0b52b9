import { spawn } from 'node:child_process';
import { inject } from 'vitest';
import { projectRoot } from '../../../src/siteBuild/paths';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the inquiries CLI as a release bundles it (tests/helpers/inquiriesCli.ts), in a process of its own, without
 * blocking this one (an SMTP server may run in it).
 */
export function runCli(
  args: string[],
  options: { dataDir: string; input?: string; env?: Record<string, string> },
): Promise<CliResult> {
  const { SMTP_URL: _smtpUrl, SMTP_FROM: _smtpFrom, ...inherited } = process.env;
  // Node itself, as the test servers run: no wrapper process between the test and the CLI.
  const child = spawn(process.execPath, [inject('inquiriesCli'), ...args], {
    cwd: projectRoot,
    env: { ...inherited, DATA_DIR: options.dataDir, ...options.env },
    stdio: 'pipe',
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  child.stdin.end(options.input ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') }),
    );
  });
}
