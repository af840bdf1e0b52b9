import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../../src/siteBuild/paths';

export const editorFixture = join(projectRoot, 'tests/fixtures/editor-site');

export interface EditorProcess {
  /** http://127.0.0.1:<port>, as the editor printed it. */
  url: string;
  /** The temporary project it edits: a copy of tests/fixtures/editor-site's site.json and public/. */
  dir: string;
  manifest: string;
  publicDir: string;
  /** Milliseconds from spawning `npm run edit` to the printed address. */
  startMs: number;
  output(): string;
  /** Stops npm and the editor under it, then removes the temporary project. */
  stop(): Promise<void>;
}

/**
 * Runs `npm run edit` as staff would, on port 0 (the editor prints the port it got) and on a
 * temporary copy of the fixture project, so the tests never touch the real site.json.
 */
export async function startEditorProcess(timeoutMs = 120_000): Promise<EditorProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'editor-e2e-'));
  const manifest = join(dir, 'site.json');
  const publicDir = join(dir, 'public');
  await cp(join(editorFixture, 'site.json'), manifest);
  await cp(join(editorFixture, 'public'), publicDir, { recursive: true });
  const started = performance.now();
  // Its own process group: npm starts a shell, tsx and node, and stopping the group stops them all.
  const child = spawn('npm', ['run', 'edit', '--', '--manifest', manifest, '--public', publicDir, '--port', '0'], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is already gone.
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup('SIGTERM');
      const forced = setTimeout(() => signalGroup('SIGKILL'), 5_000);
      await exited;
      clearTimeout(forced);
    }
    await rm(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      void stop();
      reject(new Error(`${reason}\n${output}`));
    };
    const timer = setTimeout(() => fail(`npm run edit printed no address within ${timeoutMs} ms.`), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /편집기: (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      resolve({ url, dir, manifest, publicDir, startMs: performance.now() - started, output: () => output, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const exitedEarly = (code: number | null) => {
      clearTimeout(timer);
      fail(`npm run edit exited (${code}) before it served.`);
    };
    child.once('exit', exitedEarly);
  });
}
