import { execFile } from 'node:child_process';

export interface GitResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/**
 * Runs git without a shell and without ever waiting for a person: no password
 * prompt (it would hang the editor), and its messages in English, so that
 * publish.ts can tell a rejected push from a missing password.
 */
export function git(cwd: string, args: string[]): Promise<GitResult> {
  const env = {
    ...process.env,
    LC_ALL: 'C',
    GIT_TERMINAL_PROMPT: '0',
    GIT_SSH_COMMAND: process.env.GIT_SSH_COMMAND ?? 'ssh -o BatchMode=yes',
  };
  return new Promise((resolve) => {
    execFile('git', args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      // Without git installed there is no stderr, only the error of the spawn.
      resolve({ ok: !error, stdout, stderr: stderr || (error?.message ?? '') });
    });
  });
}

/** git's first line of complaint, for a message that quotes it. */
export const firstLine = (result: GitResult) =>
  result.stderr
    .split('\n')
    .map((line) => line.replace(/^(fatal|error): /, '').trim())
    .find(Boolean) ?? 'git';
