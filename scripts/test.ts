// `npm test`: every check, in the order a failure is cheapest to find. Checks that need nothing from each
// other run at once, as one stage (the machine's cores would otherwise idle through tsc's single thread);
// the first of a stage writes as it goes, the others print their output whole when each ends, in the stage's
// order. Stops after the first stage that fails.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/siteBuild/paths';
import { ensureChromium, ensureFallbackFonts } from './ensure-chromium';
import { ensureSqlite } from './ensure-sqlite';
import { runCommand } from './run-command';
import { buildTestSites } from '../tests/e2e/helpers/test-sites';

const bin = (name: string) => join(projectRoot, 'node_modules/.bin', name);
const counts = { passed: 0, failed: 0 };

type Print = (text: string) => void;

interface Check {
  title: string;
  /** Resolves true when the check passed; `print`, when given, receives what it wrote, to show when it ends. */
  run: (print?: Print) => Promise<boolean>;
}

/** A command as a check of its own, its output held when the stage gives it `print`. */
const command = (title: string, name: string, args: string[], env?: NodeJS.ProcessEnv): Check => ({
  title,
  run: (print) => runCommand(bin(name), args, { env, print }),
});

/** Runs vitest with its JSON report beside the normal output, and adds the report's counts. */
async function vitest(
  reportDir: string,
  name: string,
  configArgs: string[],
  env: NodeJS.ProcessEnv,
  print?: Print,
): Promise<boolean> {
  const report = join(reportDir, `${name}.json`);
  const ok = await runCommand(
    bin('vitest'),
    ['run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env, print },
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

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)}초`;

/**
 * Runs a stage's checks at once. The first writes straight to the terminal, so that a long stage shows progress; the
 * others hold their output until each ends, and show it in the stage's order.
 */
async function runStage(stage: Check[], first: number, total: number): Promise<boolean> {
  const started = Date.now();
  const label = (index: number) => `${first + index}/${total} ${stage[index]!.title}`;
  console.log(`\n▶ ${stage.length > 1 ? '동시에: ' : ''}${stage.map((_, index) => label(index)).join(', ')}`);
  const results = stage.map(async (check, index) => {
    let output = '';
    const ok = await check.run(index === 0 ? undefined : (text) => (output += text)).catch((error: unknown) => {
      output += `${error instanceof Error ? error.message : String(error)}\n`;
      return false;
    });
    return { ok, output, took: seconds(started) };
  });
  let passed = true;
  for (const [index, result] of results.entries()) {
    const { ok, output, took } = await result;
    if (index === 0) {
      if (output) console.error(output);
    } else process.stdout.write(`\n▷ ${label(index)}\n${output}`);
    console.log(`${ok ? '✔' : '✘'} ${stage[index]!.title} — ${took}`);
    passed &&= ok;
  }
  return passed;
}

async function main(work: string): Promise<boolean> {
  const dist = join(work, 'dist');
  const testSites = join(work, 'test-sites');
  let chromePath = '';
  const e2e = (name: string, projects: string[], print?: Print) =>
    vitest(
      work,
      `e2e-${name}`,
      ['--config', 'vitest.e2e.config.ts', ...projects.flatMap((project) => ['--project', project])],
      {
        SITE_DIST: dist,
        TEST_SITES: testSites,
        CHROME_PATH: chromePath,
      },
      print,
    );
  const stages: Check[][] = [
    [
      { title: 'SQLite 모듈 준비 (better-sqlite3)', run: ensureSqlite },
      command('생성된 타입이 스키마와 맞는지 (tsx scripts/gen-types.ts)', 'tsx', ['scripts/gen-types.ts']),
      command('타입 검사 (tsc --noEmit)', 'tsc', ['--noEmit']),
      command('코드 형식 검사 (prettier --check)', 'prettier', ['--check', '--log-level=warn', '.']),
      command('코드 규칙 검사 (eslint)', 'eslint', ['--max-warnings=0', '.']),
      // No Kakao key: the map falls back to its offline view, so the Chromium tests never wait on Kakao's servers.
      command('사이트 빌드 (tsx build.mjs)', 'tsx', ['build.mjs', '--out', dist], { KAKAO_APP_KEY: '' }),
      {
        title: 'Chromium 테스트용 시험 사이트 빌드 (tests/e2e/helpers/test-sites.ts)',
        run: async () => Boolean(await buildTestSites(testSites)),
      },
      {
        title: 'Chromium 준비',
        run: async (print = (text) => process.stdout.write(text)) => {
          chromePath = ensureChromium();
          ensureFallbackFonts();
          print(`Chromium: ${chromePath}\n`);
          return true;
        },
      },
    ],
    // One after the other: side by side (CI, 2 cores), the unit tests took 520 s instead of 125 and the pair 612 s
    // instead of 575; the cores were busy either way.
    [{ title: '단위·컴포넌트 테스트 (vitest)', run: (print) => vitest(work, 'unit', [], {}, print) }],
    [
      {
        title: 'Chromium·빌드 테스트 (vitest.e2e.config.ts, together)',
        run: (print) => e2e('together', ['together', 'together-apart'], print),
      },
    ],
    [
      {
        title: '첫 화면을 재는 Chromium 테스트, 하나씩 (vitest.e2e.config.ts, alone)',
        run: (print) => e2e('alone', ['alone'], print),
      },
    ],
  ];
  const total = stages.flat().length;
  let first = 1;
  for (const stage of stages) {
    if (!(await runStage(stage, first, total))) return false;
    first += stage.length;
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
