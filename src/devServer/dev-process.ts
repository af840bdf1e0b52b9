import { spawn } from 'node:child_process';
import { projectRoot } from '../siteBuild/paths';

export interface DevProcess {
  /** e.g. http://localhost:41235 */
  url: string;
  pid: number;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Stops this process (by its pid) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Runs `scripts/dev.ts` on a free port in its own Node process, as the e2e test
 * and the benchmark need it; resolves once it prints the address it serves.
 */
export function spawnDevServer(args: string[], timeoutMs = 120_000): Promise<DevProcess> {
  // Node itself with tsx's loader, not the tsx launcher: one process, so its pid is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', '--port', '0', ...args], {
    cwd: projectRoot,
    // No Kakao key: the map shows its offline view and nothing waits on Kakao's servers.
    env: { ...process.env, KAKAO_APP_KEY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(forced);
    }
  };
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      void stop();
      reject(new Error(`${reason}\n${output}`));
    };
    const timer = setTimeout(() => fail(`scripts/dev.ts printed no address within ${timeoutMs} ms.`), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /사이트: (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ url, pid: child.pid ?? -1, output: () => output, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(`scripts/dev.ts exited (${code}) before it served.`);
    });
  });
}
