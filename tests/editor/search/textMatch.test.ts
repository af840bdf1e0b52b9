import { describe, expect, it } from 'vitest';
import { findMatches, replaceSpans } from '../../../src/editor/search/textMatch';

const matched = (text: string, query: string) =>
  findMatches(text, query).map(({ start, end }) => text.slice(start, end));

describe('findMatches', () => {
  it('ignores case and the spaces of either side, in Korean and Latin', () => {
    expect(matched('대전광역시 유성구 엑스포로 1', '엑스포로1')).toEqual(['엑스포로 1']);
    expect(matched('Thermo K-Alpha', 'thermok')).toEqual(['Thermo K']);
    expect(matched('분석장비', '분석 장비')).toEqual(['분석장비']);
  });

  it('finds a phone number however its digits are separated, and only the number itself', () => {
    expect(matched('전화 042 000 0000 또는 팩스 042.000.0001', '042-000-0000')).toEqual(['042 000 0000']);
    expect(matched('문의: 042–000–0000.', '0420000000')).toEqual(['042–000–0000']);
    expect(matched('042-000-0000', '042 000 0000')).toEqual(['042-000-0000']);
  });

  it('keeps the dots of a short number: "15" is not "1.5"', () => {
    expect(matched('두께 1.5 mm, 15개', '15')).toEqual(['15']);
  });

  it('compares normalised text: full-width letters, compatibility characters and Hangul in separate jamo', () => {
    expect(matched('ＩＣＰ－ＯＥＳ 장비', 'icp-oes')).toEqual(['ＩＣＰ－ＯＥＳ']);
    expect(matched('\u1112\u1161\u11ab\u1100\u1173\u11af 문단', '한글')).toEqual([
      '\u1112\u1161\u11ab\u1100\u1173\u11af',
    ]);
  });

  it('finds every occurrence, left to right, and nothing for an empty query', () => {
    expect(findMatches('a-b a-b', 'A-B')).toEqual([
      { start: 0, end: 3 },
      { start: 4, end: 7 },
    ]);
    expect(findMatches('글', '  ')).toEqual([]);
    expect(findMatches('글', '없음')).toEqual([]);
  });
});

describe('replaceSpans', () => {
  it('replaces each match exactly as found and keeps the rest of the text as written', () => {
    const text = '전화 042 000 0000, 다시 042-000-0000.';
    expect(replaceSpans(text, findMatches(text, '042-000-0000'), '042-123-4567')).toBe(
      '전화 042-123-4567, 다시 042-123-4567.',
    );
    expect(replaceSpans('엑스포로 1 (본관)', findMatches('엑스포로 1 (본관)', '엑스포로1'), '대덕대로 2')).toBe(
      '대덕대로 2 (본관)',
    );
  });
});
