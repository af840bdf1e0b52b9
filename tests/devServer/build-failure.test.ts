import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { validateManifestText } from '../../src/manifest';
import { errorFailure, formatFailure, manifestFailure, messageFailure } from '../../src/devServer/build-failure';

it('turns the validator’s problems into the overlay’s: file:line:col, the field, the message, the hint', async () => {
  const text = await readFile('tests/fixtures/manifests/trailing-comma.json', 'utf8');
  const validation = await validateManifestText(text, 'site.json', { publicDir: 'tests/fixtures/public' });
  if (validation.ok) throw new Error('The fixture should not validate.');
  const failure = manifestFailure(validation.problems, 'site.json');

  expect(failure.title).toBe('site.json에 고칠 곳이 있습니다');
  expect(failure.problems).toEqual(
    validation.problems.map((problem) => ({
      code: problem.code,
      location: `site.json:${problem.line}:${problem.column}`,
      field: problem.path,
      message: problem.message,
      hint: problem.hint,
    })),
  );
  expect(failure.problems[0]?.location).toBe('site.json:2:13');
});

it('lists esbuild’s errors with the place counted from 1 as editors count, and the line of code', async () => {
  const error: unknown = await build({
    stdin: { contents: 'const a = 1;\nlet x = ;\n', sourcefile: 'src/broken.ts', loader: 'ts' },
    write: false,
    logLevel: 'silent',
  }).catch((caught: unknown) => caught);
  const failure = errorFailure(error);
  expect(failure.title).toBe('빌드하지 못했습니다');
  expect(failure.problems).toEqual([
    {
      code: 'esbuild-error',
      location: 'src/broken.ts:2:9',
      field: '',
      message: 'Unexpected ";"',
      hint: '',
      source: 'let x = ;',
    },
  ]);
});

it('shows any other error with its message and where it was thrown', () => {
  const [problem] = errorFailure(new TypeError("Cannot read properties of undefined (reading 'title')")).problems;
  expect(problem?.message).toBe("Cannot read properties of undefined (reading 'title')");
  expect(problem?.source).toContain('build-failure.test.ts');
  expect(errorFailure('plain').problems).toEqual([
    { code: 'build-error', location: '', field: '', message: 'plain', hint: '' },
  ]);
});

it('lists a message the build tells with its code, message and hint as they are', () => {
  const told = { code: 'kakao-key-format', message: '키가 틀렸습니다.', hint: '지우세요.' };
  expect(messageFailure(told).problems).toEqual([{ ...told, location: '', field: '' }]);
});

it('prints a failure for the terminal in the overlay’s order', () => {
  const text = formatFailure({
    title: '빌드하지 못했습니다',
    problems: [
      {
        code: 'esbuild-error',
        location: 'src/a.ts:2:9',
        field: '',
        message: 'Unexpected ";"',
        hint: 'x',
        source: 'let x = ;',
      },
    ],
  });
  expect(text).toBe('빌드하지 못했습니다\nsrc/a.ts:2:9: Unexpected ";"\n  → x\n    let x = ;');
});
