import { spawn } from 'node:child_process';
import { projectRoot } from '../../../src/siteBuild/paths';

export interface BuildRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs build.mjs as `npm run build` does, from the project root, in Node with tsx's loader (tsx's own command started a
 * second process first, a quarter of a core-second a build). A child process, not an import: the build imports its own
 * server bundle, which vitest's module runner would otherwise try to transform.
 */
export function runBuild(args: string[], env: NodeJS.ProcessEnv = {}): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'build.mjs', ...args], {
      cwd: projectRoot,
      // Without a Kakao key the map shows its offline fallback: the tests never depend on
      // the Kakao servers, even on a machine whose environment holds a real key.
      env: { ...process.env, KAKAO_APP_KEY: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Like runBuild, but a failed build throws with its output. */
export async function buildOrThrow(args: string[], env?: NodeJS.ProcessEnv): Promise<void> {
  const run = await runBuild(args, env);
  if (run.code !== 0) throw new Error(`build.mjs ${args.join(' ')} failed (${run.code}):\n${run.stdout}${run.stderr}`);
}
