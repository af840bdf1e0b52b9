import { describe, expect, it } from 'vitest';
import { githubAnnotation, type ManifestProblem } from '../../src/manifest';

const problem: ManifestProblem = {
  code: 'unknown-reference',
  pointer: '/routes/2/page/sections/0/instruments/1',
  line: 254,
  column: 15,
  path: '분석장비 › 표면분석 › 장비 탭',
  message: "'ftri'(이)라는 장비가 없습니다.",
  hint: '아이디를 확인하세요.',
};

describe('GitHub Actions annotations', () => {
  it('put the problem on its file, line and column, titled by its code', () => {
    expect(githubAnnotation(problem, 'site.json')).toBe(
      "::error file=site.json,line=254,col=15,title=unknown-reference::분석장비 › 표면분석 › 장비 탭: 'ftri'(이)라는 장비가 없습니다. (아이디를 확인하세요.)",
    );
  });

  it('escape what GitHub would read as the end of a property or of the command', () => {
    const tricky = { ...problem, path: '', message: '100% sure,\r\nnot: sure', hint: 'a,b' };
    expect(githubAnnotation(tricky, 'dir,1/site:2.json')).toBe(
      '::error file=dir%2C1/site%3A2.json,line=254,col=15,title=unknown-reference::100%25 sure,%0D%0Anot: sure (a,b)',
    );
  });
});
