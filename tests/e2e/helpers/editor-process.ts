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
  /** Milliseconds from spawning the editor to the printed address. */
  startMs: number;
  output(): string;
  /** Stops the editor (and npm over it), then removes the temporary project. */
  stop(): Promise<void>;
}

/**
 * Runs the editor on port 0 (the editor prints the port it got) and on a temporary copy of the fixture project, so the
 * tests never touch the real site.json: as `npm run edit` when `throughNpm` (as staff run it), otherwise as the script
 * that command runs, in Node with tsx's loader (npm, a shell and tsx's own process came first, 0.8 core-seconds a start).
 */
export async function startEditorProcess({ throughNpm = false, timeoutMs = 120_000 } = {}): Promise<EditorProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'editor-e2e-'));
  const manifest = join(dir, 'site.json');
  const publicDir = join(dir, 'public');
  await cp(join(editorFixture, 'site.json'), manifest);
  await cp(join(editorFixture, 'public'), publicDir, { recursive: true });
  const started = performance.now();
  const args = ['--manifest', manifest, '--public', publicDir, '--port', '0'];
  const [command, commandArgs] = throughNpm
    ? ['npm', ['run', 'edit', '--', ...args]]
    : [process.execPath, ['--import', 'tsx', 'scripts/edit.ts', ...args]];
  // Its own process group: npm starts a shell, tsx and node, and stopping the group stops them all.
  const child = spawn(command, commandArgs, { cwd: projectRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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
    const timer = setTimeout(() => fail(`The editor printed no address within ${timeoutMs} ms.`), timeoutMs);
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
      fail(`The editor exited (${code}) before it served.`);
    };
    child.once('exit', exitedEarly);
  });
}
