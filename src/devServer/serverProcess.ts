import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../siteBuild/paths';

export interface ServerProcessOptions {
  manifest: string;
  publicDir: string;
  out: string;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** The exit code once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Collects what a starting server process prints and resolves with the address
 * it announces (`사이트: http://…`); rejects, with the output, when it exits or
 * stays silent past `timeoutMs` (then it is killed).
 */
export async function serverAddress(child: ChildProcess, timeoutMs: number): Promise<Omit<ServerProcess, 'child'>> {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const deadline = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const look = () => {
      const match = /사이트: (http:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(deadline);
      resolve(match[1]!);
    };
    child.stdout!.on('data', look);
    void exited.then((code) => {
      clearTimeout(deadline);
      reject(new Error(`The server exited with ${code} before it started:\n${output}`));
    });
  });
  return { url, output: () => output, exited };
}

/**
 * `npm start` in its own process, as a person runs it, on a free loopback
 * port; resolves once it prints its address. Used by the load benchmark and
 * the tests that stop or kill the server.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const args = [
    'src/siteServer/launch/start.mjs',
    '--manifest',
    options.manifest,
    '--public',
    options.publicDir,
    '--out',
    options.out,
    '--port',
    '0',
    '--host',
    '127.0.0.1',
  ];
  // What `npm start` execs: node itself, so a signal to this child reaches the server.
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: options.dataDir, SMTP_URL: '', KAKAO_APP_KEY: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { child, ...(await serverAddress(child, 90_000)) };
}
