import { describe, expect, it } from 'vitest';
import { particle, quoted, withParticle } from '../../src/manifest/korean';
import { editDistance, nearest } from '../../src/manifest/suggest';

describe('nearest', () => {
  it('counts a swapped pair of letters as one edit', () => {
    expect(editDistance('xsp', 'xps')).toBe(1);
    expect(nearest('xsp', ['icp-oes', 'xps', 'xrd'])).toBe('xps');
  });

  it('prefers the same word in another letter case', () => {
    expect(nearest('XRD', ['xrf', 'xrd'])).toBe('xrd');
  });

  it('suggests nothing when nothing is plausibly meant', () => {
    expect(nearest('discoloration', ['foreign-matter'])).toBeUndefined();
  });
});

describe('Korean particles', () => {
  it('follow the last Hangul syllable, ignoring an aside in parentheses', () => {
    expect(withParticle('장비', '이/가')).toBe('장비가');
    expect(withParticle('목록([ ])', '이/가')).toBe('목록([ ])이');
    expect(withParticle('분석 사례', '을/를')).toBe('분석 사례를');
    expect(particle('파일', '으로/로')).toBe('로');
  });

  it('use the combined form after Latin names', () => {
    expect(quoted('korName', '이/가')).toBe("'korName'이(가)");
  });
});
