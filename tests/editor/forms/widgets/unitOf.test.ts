import { describe, expect, it } from 'vitest';
import { unitOf } from '../../../../src/editor/forms/widgets/unitOf';

describe('unitOf', () => {
  it('reads the unit a description names in parentheses', () => {
    expect(unitOf('지도 상자의 높이(픽셀)입니다.')).toBe('px');
    expect(unitOf('최대 시간(밀리초)입니다.')).toBe('ms');
    expect(unitOf('보관 기간(일)')).toBe('일');
    expect(unitOf('확대 수준입니다(1–14).')).toBeUndefined();
    expect(unitOf(undefined)).toBeUndefined();
  });
});
