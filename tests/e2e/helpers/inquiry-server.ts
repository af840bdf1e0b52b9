import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { projectRoot } from '../../../scripts/build/paths';
import { openInquiryStore } from '../../../src/server/storage/openInquiryStore';
import type { InquiryStore } from '../../../src/server/storage/InquiryStore';
import { fixtureManifest, fixturePublic } from './fixture-site';

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** The database the server writes, opened beside it (WAL lets both read and write). */
  openStore(): InquiryStore;
  /** SIGTERM and wait for the exit; then removes the data directory unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<number | null>;
}

export interface ServerProcessOptions {
  env?: NodeJS.ProcessEnv;
  /** An existing data directory (a restart); a new temporary one otherwise. */
  dataDir?: string;
}

/**
 * `npm start` as a person runs it — `tsx scripts/start.ts` in its own process —
 * on the fixture site, a free loopback port and a temporary DATA_DIR.
 */
export async function startServerProcess({ env = {}, dataDir }: ServerProcessOptions = {}): Promise<ServerProcess> {
  const data = dataDir ?? (await mkdtemp(join(tmpdir(), 'inquiry-data-')));
  const args = ['scripts/start.ts', '--manifest', fixtureManifest, '--public', fixturePublic, '--out', inject('fixtureDist'), '--port', '0', '--host', '127.0.0.1'];
  const child = spawn(join(projectRoot, 'node_modules/.bin/tsx'), args, {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: data, SMTP_URL: '', KAKAO_APP_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`The server did not start within 60 s:\n${output}`)), 60_000);
    const look = () => {
      const match = /사이트: (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(deadline);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', look);
    exited.then((code) => {
      clearTimeout(deadline);
      reject(new Error(`The server exited with ${code} before it started:\n${output}`));
    });
  });
  return {
    url,
    dataDir: data,
    child,
    output: () => output,
    exited,
    openStore: () => openInquiryStore(data),
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (!keepData && !dataDir) await rm(data, { recursive: true, force: true });
      return code;
    },
  };
}
