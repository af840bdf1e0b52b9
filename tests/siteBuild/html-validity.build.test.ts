import { execFile, spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, inject, it } from 'vitest';

// Every prerendered page must be valid HTML by the W3C Nu Html Checker (issue 9:
// the home page had two elements with id="main"). vnu-jar ships the checker's jar;
// it needs a Java runtime, which .ci/run installs on Debian when it is missing.

// vnu-jar's main module is the jar's path.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

function javaProblem(): string | undefined {
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (!probe.error && probe.status === 0) return undefined;
  return (
    `The HTML validity test runs the Nu Html Checker (${vnuJar}) with Java, but \`${java} -version\` failed` +
    ` (${probe.error?.message ?? `exit code ${probe.status}: ${probe.stderr.trim()}`}).` +
    ' Install a Java runtime (Debian/Ubuntu: apt-get install -y default-jre-headless) or set JAVA_HOME.'
  );
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('.html'))
    .map((entry) => join(dir, entry))
    .sort();
}

/** The checker's errors for these files; it exits 1 when it found any, so the exit code alone is no failure. */
async function vnuErrors(files: string[]): Promise<VnuMessage[]> {
  const args = ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files];
  const { stdout } = await promisify(execFile)(java, args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string; message: string }) => {
      if (!error.stdout) throw new Error(`The Nu Html Checker did not run: ${error.stderr || error.message}`);
      return { stdout: error.stdout };
    },
  );
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages.filter((message) => message.type !== 'info');
}

it('has no Nu Html Checker errors on any prerendered page', async () => {
  const problem = javaProblem();
  if (problem) throw new Error(problem);
  const dist = inject('siteDist');
  const files = await htmlFiles(dist);
  expect(files.length).toBeGreaterThan(1);
  const errors = (await vnuErrors(files)).map((error) => {
    const file = error.url ? relative(dist, fileURLToPath(error.url)) : '(checker)';
    const place =
      error.lastLine === undefined ? file : `${file}:${error.lastLine}:${error.firstColumn ?? error.lastColumn ?? 0}`;
    return `${place}: ${error.message}${error.extract ? `  «${error.extract.trim()}»` : ''}`;
  });
  expect(errors).toEqual([]);
});
