import { describe, expect, it } from 'vitest';
import { runScript } from '../helpers/runScript';

interface Run {
  code: number;
  stdout: string[];
  stderr: string[];
}

const lines = (output: string) => output.split('\n').filter((line) => line !== '');

/** Runs the CLI outside GitHub Actions unless `env` says otherwise, so the tests pass the same in CI. */
async function validate(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const { code, stdout, stderr } = await runScript('scripts/validate.ts', args, env);
  return { code, stdout: lines(stdout), stderr: lines(stderr) };
}

const TRAILING_COMMA = 'tests/fixtures/manifests/trailing-comma.json';

describe('npm run validate', { timeout: 60_000 }, () => {
  it('exits 0 for a valid manifest', async () => {
    expect(await validate(['tests/fixtures/manifests/valid.json', '--public', 'tests/fixtures/public'])).toEqual({
      code: 0,
      stdout: ['tests/fixtures/manifests/valid.json: 문제가 없습니다.'],
      stderr: [],
    });
  });

  it('exits 1 with the position for malformed JSON', async () => {
    expect(await validate([TRAILING_COMMA])).toEqual({
      code: 1,
      stdout: [],
      stderr: [
        `${TRAILING_COMMA}:2:13  JSON은 마지막 항목 뒤의 쉼표를 허용하지 않습니다.`,
        '  → 이 쉼표(,)를 지우세요.',
        `${TRAILING_COMMA}: 문제 1개를 찾았습니다.`,
      ],
    });
  });

  it('speaks English with --lang en', async () => {
    expect(await validate([TRAILING_COMMA, '--lang', 'en'])).toEqual({
      code: 1,
      stdout: [],
      stderr: [
        `${TRAILING_COMMA}:2:13  JSON does not allow a comma after the last item.`,
        '  → Delete this comma (,).',
        `${TRAILING_COMMA}: found 1 problem.`,
      ],
    });
  });

  it('exits 1 and counts every schema problem', async () => {
    const run = await validate(['tests/fixtures/manifests/empty-object.json']);
    expect(run.code).toBe(1);
    expect(run.stderr[0]).toBe(
      "tests/fixtures/manifests/empty-object.json:1:1  필수 항목 '사이트 정보'(site)가 없습니다.",
    );
    expect(run.stderr.at(-1)).toBe('tests/fixtures/manifests/empty-object.json: 문제 8개를 찾았습니다.');
  });

  it('exits 2 when the file is missing', async () => {
    const run = await validate(['tests/fixtures/manifests/missing.json']);
    expect(run.code).toBe(2);
    expect(run.stderr[0]).toBe('tests/fixtures/manifests/missing.json:1:1  파일을 찾을 수 없습니다.');
  });

  it('exits 2 with its usage for an argument it does not know', async () => {
    const run = await validate(['--lang', 'fr']);
    expect(run).toEqual({
      code: 2,
      stdout: [],
      stderr: [
        '알 수 없는 인자입니다 (unknown argument): --lang fr',
        'npm run validate [file] [--public dir] [--lang ko|en] [--format text|json] [--translations]',
      ],
    });
  });
});

describe('npm run validate -- --format json', { timeout: 60_000 }, () => {
  it('prints one machine-readable report on stdout, with the same exit code', async () => {
    const run = await validate([TRAILING_COMMA, '--format', 'json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([]);
    expect(JSON.parse(run.stdout.join('\n'))).toEqual({
      file: TRAILING_COMMA,
      ok: false,
      problems: [
        {
          code: 'trailing-comma',
          line: 2,
          column: 13,
          pointer: '',
          path: '',
          message: 'JSON은 마지막 항목 뒤의 쉼표를 허용하지 않습니다.',
          hint: '이 쉼표(,)를 지우세요.',
        },
      ],
      warnings: [],
    });
  });

  it('reports a valid manifest as ok, and a missing file with exit code 2', async () => {
    const valid = await validate([
      'tests/fixtures/manifests/valid.json',
      '--public',
      'tests/fixtures/public',
      '--format',
      'json',
      '--lang',
      'en',
    ]);
    expect({ code: valid.code, report: JSON.parse(valid.stdout.join('\n')) }).toEqual({
      code: 0,
      report: { file: 'tests/fixtures/manifests/valid.json', ok: true, problems: [], warnings: [] },
    });
    const missing = await validate(['tests/fixtures/manifests/missing.json', '--format', 'json', '--lang', 'en']);
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stdout.join('\n')).problems[0]).toMatchObject({
      code: 'unreadable',
      message: 'The file does not exist.',
    });
  });
});

describe('npm run validate under GitHub Actions', { timeout: 60_000 }, () => {
  it('also prints an ::error annotation per problem on stdout', async () => {
    const run = await validate([TRAILING_COMMA], { GITHUB_ACTIONS: 'true' });
    expect(run.code).toBe(1);
    expect(run.stdout).toEqual([
      `::error file=${TRAILING_COMMA},line=2,col=13,title=trailing-comma::JSON은 마지막 항목 뒤의 쉼표를 허용하지 않습니다. (이 쉼표(,)를 지우세요.)`,
    ]);
    expect(run.stderr[0]).toBe(`${TRAILING_COMMA}:2:13  JSON은 마지막 항목 뒤의 쉼표를 허용하지 않습니다.`);
  });

  it('prints nothing extra for a valid manifest', async () => {
    const run = await validate(['tests/fixtures/manifests/valid.json', '--public', 'tests/fixtures/public'], {
      GITHUB_ACTIONS: 'true',
    });
    expect(run.stdout).toEqual(['tests/fixtures/manifests/valid.json: 문제가 없습니다.']);
  });
});
