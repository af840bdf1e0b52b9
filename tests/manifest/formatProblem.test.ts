import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, formatSummary, type ManifestProblem } from '../../src/manifest';

const problem: ManifestProblem = {
  code: 'wrong-type',
  pointer: '/behaviour/scrollSpeedMs',
  line: 59,
  column: 22,
  path: '동작 설정 › 넘기는 시간',
  message: '숫자가 와야 하는데 글자("700")가 있습니다.',
  hint: '따옴표 없이 700처럼 쓰세요.',
};

describe('formatProblem', () => {
  it('prints file:line:column, the place in words and the message, then the hint with the JSON pointer', () => {
    expect(formatProblem(problem, 'site.json')).toBe(
      'site.json:59:22  동작 설정 › 넘기는 시간: 숫자가 와야 하는데 글자("700")가 있습니다.\n  → 따옴표 없이 700처럼 쓰세요.  (/behaviour/scrollSpeedMs)',
    );
  });

  it('shows an absolute path relative to the working directory, and leaves out the place and pointer of the whole file', () => {
    expect(formatProblem({ ...problem, pointer: '', path: '' }, resolve('site.json'))).toBe(
      'site.json:59:22  숫자가 와야 하는데 글자("700")가 있습니다.\n  → 따옴표 없이 700처럼 쓰세요.',
    );
  });

  it('summarises how many problems were found, in Korean or English', () => {
    expect(formatSummary([problem, problem, problem], 'site.json')).toBe('site.json: 문제 3개를 찾았습니다.');
    expect(formatSummary([], 'site.json')).toBe('site.json: 문제가 없습니다.');
    expect(formatSummary([problem], 'site.json', 'en')).toBe('site.json: found 1 problem.');
    expect(formatSummary([problem, problem], 'site.json', 'en')).toBe('site.json: found 2 problems.');
    expect(formatSummary([], 'site.json', 'en')).toBe('site.json: no problems found.');
  });
});
