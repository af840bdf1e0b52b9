import { runScript, type ScriptRun } from '../../helpers/runScript';

export type BuildRun = ScriptRun;

/**
 * Runs build.mjs as `npm run build` does (see runScript). A child process, not an import: the build imports its own
 * server bundle, which vitest's module runner would otherwise try to transform. Without a Kakao key unless `env` gives
 * one: the map shows its offline fallback, so the tests never depend on the Kakao servers, even on a machine whose
 * environment holds a real key.
 */
export function runBuild(args: string[], env: NodeJS.ProcessEnv = {}): Promise<BuildRun> {
  return runScript('build.mjs', args, { KAKAO_APP_KEY: '', ...env });
}

/** Like runBuild, but a failed build throws with its output. */
export async function buildOrThrow(args: string[], env?: NodeJS.ProcessEnv): Promise<void> {
  const run = await runBuild(args, env);
  if (run.code !== 0) throw new Error(`build.mjs ${args.join(' ')} failed (${run.code}):\n${run.stdout}${run.stderr}`);
}
