import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, formatSummary, type ManifestProblem } from '../../src/manifest';

const problem: ManifestProblem = { code: 'wrong-type', pointer: '/behaviour/scrollSpeedMs', line: 59, column: 22, message: '숫자가 와야 하는데 글자("700")가 있습니다.' };

describe('formatProblem', () => {
  it('prints file:line:column, the pointer and the message', () => {
    expect(formatProblem(problem, 'site.json')).toBe('site.json:59:22  /behaviour/scrollSpeedMs  숫자가 와야 하는데 글자("700")가 있습니다.');
  });

  it('adds the hint on an indented line', () => {
    expect(formatProblem({ ...problem, hint: '따옴표 없이 700처럼 쓰세요.' }, 'site.json')).toBe(
      'site.json:59:22  /behaviour/scrollSpeedMs  숫자가 와야 하는데 글자("700")가 있습니다.\n  → 따옴표 없이 700처럼 쓰세요.',
    );
  });

  it('shows an absolute path relative to the working directory, and the root pointer as /', () => {
    expect(formatProblem({ ...problem, pointer: '' }, resolve('site.json'))).toBe('site.json:59:22  /  숫자가 와야 하는데 글자("700")가 있습니다.');
  });

  it('summarises how many problems were found', () => {
    expect(formatSummary([problem, problem, problem], 'site.json')).toBe('site.json: 문제 3개를 찾았습니다.');
    expect(formatSummary([], 'site.json')).toBe('site.json: 문제가 없습니다.');
  });
});
