import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

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
  const npm = spawn('npm', ['start', '--', ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const deadline = setTimeout(() => {
      npm.kill('SIGKILL');
      reject(new Error(`npm start printed no address within 120 s:\n${output}`));
    }, 120_000);
    npm.stdout!.on('data', () => {
      const match = /사이트: (http:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(deadline);
      resolve(match[1]!);
    });
    void exited.then((code) => {
      clearTimeout(deadline);
      reject(new Error(`npm start exited with ${code} before the server started:\n${output}`));
    });
  });
  return { npm, url, output: () => output, exited, children: () => childPids(npm.pid!) };
}
