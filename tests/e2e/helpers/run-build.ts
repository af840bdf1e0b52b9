import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../../src/siteBuild/paths';

export interface BuildRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `tsx build.mjs` as a person would, from the project root. A child
 * process, not an import: the build imports its own server bundle, which
 * vitest's module runner would otherwise try to transform.
 */
export function runBuild(args: string[], env: NodeJS.ProcessEnv = {}): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(projectRoot, 'node_modules/.bin/tsx'), ['build.mjs', ...args], {
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
  if (run.code !== 0)
    throw new Error(`tsx build.mjs ${args.join(' ')} failed (${run.code}):\n${run.stdout}${run.stderr}`);
}
