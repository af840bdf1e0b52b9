import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { serverAddress } from '../../../src/devServer/serverProcess';

export interface NpmStart {
  npm: ChildProcess;
  url: string;
  output(): string;
  /** npm's exit code once it has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** The processes npm started (with `exec`, the server's node itself), read from /proc. */
  children(): Promise<number[]>;
}

export async function childPids(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.split(/\s+/).filter(Boolean).map(Number);
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A process that has exited but whose parent has not yet collected it is a zombie: it runs nothing.
  const status = (() => {
    try {
      return readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      return '';
    }
  })();
  return status !== '' && !/^State:\s+Z/m.test(status);
}

/** `npm start -- <args>` in `cwd`, as an operator runs it; resolves once the server prints its address. */
export async function npmStart(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<NpmStart> {
  const npm = spawn('npm', ['start', '--', ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = await serverAddress(npm, 120_000);
  return { npm, ...started, children: () => childPids(npm.pid!) };
}
