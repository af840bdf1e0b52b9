// `npm test`: every check, in the order a failure is cheapest to find. Stops at the first failure.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/siteBuild/paths';
import { ensureChromium, ensureFallbackFonts } from './ensure-chromium';

const bin = (name: string) => join(projectRoot, 'node_modules/.bin', name);
const counts = { passed: 0, failed: 0 };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Runs vitest with its JSON report beside the normal output, and adds the report's counts. */
async function vitest(
  reportDir: string,
  name: string,
  configArgs: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<boolean> {
  const report = join(reportDir, `${name}.json`);
  const ok = await run(
    bin('vitest'),
    ['run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  const result = await readFile(report, 'utf8').then(
    (text) => JSON.parse(text) as { numPassedTests: number; numFailedTests: number },
    () => null,
  );
  counts.passed += result?.numPassedTests ?? 0;
  // A run that failed without a report (a crash, a syntax error in a test file) still counts as a failure.
  counts.failed += result?.numFailedTests ?? (ok ? 0 : 1);
  return ok && (result?.numFailedTests ?? 0) === 0;
}

async function main(work: string): Promise<boolean> {
  const dist = join(work, 'dist');
  let chromePath = '';
  const steps: [string, () => Promise<boolean>][] = [
    ['생성된 타입이 스키마와 맞는지 (tsx scripts/gen-types.ts)', () => run(bin('tsx'), ['scripts/gen-types.ts'])],
    ['타입 검사 (tsc --noEmit)', () => run(bin('tsc'), ['--noEmit'])],
    ['코드 형식 검사 (prettier --check)', () => run(bin('prettier'), ['--check', '--log-level=warn', '.'])],
    ['코드 규칙 검사 (eslint)', () => run(bin('eslint'), ['--max-warnings=0', '.'])],
    ['단위·컴포넌트 테스트 (vitest)', () => vitest(work, 'unit', [])],
    [
      'Chromium 준비',
      async () => {
        chromePath = ensureChromium();
        ensureFallbackFonts();
        console.log(`Chromium: ${chromePath}`);
        return true;
      },
    ],
    // No Kakao key: the map falls back to its offline view, so the Chromium tests never wait on Kakao's servers.
    ['사이트 빌드 (tsx build.mjs)', () => run(bin('tsx'), ['build.mjs', '--out', dist], { KAKAO_APP_KEY: '' })],
    [
      'Chromium 테스트 (vitest.e2e.config.ts)',
      () => vitest(work, 'e2e', ['--config', 'vitest.e2e.config.ts'], { SITE_DIST: dist, CHROME_PATH: chromePath }),
    ],
  ];
  for (const [index, [title, step]] of steps.entries()) {
    const started = Date.now();
    console.log(`\n▶ ${index + 1}/${steps.length} ${title}`);
    let ok: boolean;
    try {
      ok = await step();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      ok = false;
    }
    console.log(`${ok ? '✔' : '✘'} ${title} — ${((Date.now() - started) / 1000).toFixed(1)}초`);
    if (!ok) return false;
  }
  return true;
}

const work = await mkdtemp(join(tmpdir(), 'site-test-'));
try {
  process.exitCode = (await main(work)) ? 0 : 1;
} finally {
  await rm(work, { recursive: true, force: true });
  console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
}
