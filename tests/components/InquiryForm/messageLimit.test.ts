import { describe, expect, it } from 'vitest';
import { countFormat, cutLength, marksReached } from '../../../src/components/InquiryForm/messageLimit';

describe('marksReached', () => {
  it.each([
    [0, 0],
    [3999, 0],
    [4000, 1],
    [4499, 1],
    [4500, 2],
    [4999, 2],
    [5000, 3],
  ])('%i of 5,000 characters reach %i marks (80, 90, 100 %)', (length, marks) => {
    expect(marksReached(length, 5000)).toBe(marks);
  });
});

describe('cutLength', () => {
  it('is what does not fit beside the text kept', () => {
    expect(cutLength('x'.repeat(6000), 0, 5000)).toBe(1000);
    expect(cutLength('x'.repeat(100), 4950, 5000)).toBe(50);
    expect(cutLength('x'.repeat(50), 4950, 5000)).toBe(0);
  });

  it('is all of it when the field is already full', () => {
    expect(cutLength('abc', 5000, 5000)).toBe(3);
  });

  it('counts a line break as one character, as the browser’s maxlength does', () => {
    expect(cutLength('a\r\nb\rc\n', 0, 6)).toBe(0);
    expect(cutLength('a\r\nb\rc\n', 0, 5)).toBe(1);
  });
});

it('writes numbers with thousands separators', () => {
  expect(countFormat(5000)).toBe('5,000');
  expect(countFormat(812)).toBe('812');
});
