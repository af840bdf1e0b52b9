import { execFile } from 'node:child_process';
import { projectRoot } from '../../src/siteBuild/paths';

/** What a command printed, and how it exited. */
export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the project's TypeScript entries (scripts/validate.ts, build.mjs) from its root, as `npm run` does, in a
 * process of Node with tsx's loader: through `npx tsx`, npm and a shell came first, a third of a core-second a run.
 * Outside GitHub Actions unless `env` says otherwise, so the output is the same wherever the tests run.
 */
export function runScript(file: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<ScriptRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', file, ...args],
      {
        cwd: projectRoot,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_ACTIONS: '', ...env },
        // execFile stops a child that prints more than 1 MB by default: a build's report must never be cut short.
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
