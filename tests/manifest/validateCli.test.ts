import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

interface Run {
  code: number;
  stdout: string[];
  stderr: string[];
}

// npm may print its own warnings on stderr; only our lines matter here.
const ours = (output: string) => output.split('\n').filter((line) => line !== '' && !line.startsWith('npm warn'));

function validate(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'scripts/validate.ts', ...args], { encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout: ours(stdout), stderr: ours(stderr) });
    });
  });
}

describe('npm run validate', { timeout: 60_000 }, () => {
  it('exits 0 for a valid manifest', async () => {
    expect(await validate('tests/fixtures/manifests/valid.json', '--public', 'tests/fixtures/public')).toEqual({
      code: 0,
      stdout: ['tests/fixtures/manifests/valid.json: 문제가 없습니다.'],
      stderr: [],
    });
  });

  it('exits 1 with the position for malformed JSON', async () => {
    expect(await validate('tests/fixtures/manifests/trailing-comma.json')).toEqual({
      code: 1,
      stdout: [],
      stderr: [
        'tests/fixtures/manifests/trailing-comma.json:2:13  /  JSON은 마지막 항목 뒤의 쉼표를 허용하지 않습니다.',
        '  → 이 쉼표(,)를 지우세요.',
        'tests/fixtures/manifests/trailing-comma.json: 문제 1개를 찾았습니다.',
      ],
    });
  });

  it('exits 1 and counts every schema problem', async () => {
    const run = await validate('tests/fixtures/manifests/empty-object.json');
    expect(run.code).toBe(1);
    expect(run.stderr[0]).toBe("tests/fixtures/manifests/empty-object.json:1:1  /  필수 항목 'site'(사이트 정보)이(가) 없습니다.");
    expect(run.stderr.at(-1)).toBe('tests/fixtures/manifests/empty-object.json: 문제 13개를 찾았습니다.');
  });

  it('exits 2 when the file is missing', async () => {
    const run = await validate('tests/fixtures/manifests/missing.json');
    expect(run.code).toBe(2);
    expect(run.stderr[0]).toBe('tests/fixtures/manifests/missing.json:1:1  /  파일을 찾을 수 없습니다.');
  });
});
