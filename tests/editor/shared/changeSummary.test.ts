import { describe, expect, it } from 'vitest';
import { describeChanges } from '../../../src/editor/shared/changeSummary';

const before = {
  company: { phone: '042-000-0000' },
  menu: [{ label: '회사소개', href: '/introduce', subItems: [] }],
  instruments: [
    { id: 'xps', label: 'XPS' },
    { id: 'sem', label: 'SEM' },
  ],
  cases: [{ id: 'foreign-matter', title: '이물 분석' }],
  routes: [{ path: '/', title: '홈' }],
};

describe('describeChanges', () => {
  it('names list items by their label or title, in the words of the schema', () => {
    const after = structuredClone(before);
    after.instruments = [
      { id: 'xps', label: 'XPS 새 모델' },
      { id: 'tem', label: 'TEM' },
    ];
    after.cases[0]!.title = '이물 분석 사례';
    after.routes.push({ path: '/help', title: '고객지원' });
    expect(describeChanges(before, after)).toEqual([
      '장비 수정 XPS 새 모델',
      '장비 추가 TEM',
      '장비 삭제 SEM',
      '분석 사례 수정 이물 분석 사례',
      '페이지 추가 고객지원',
    ]);
  });

  it('names whole parts by their titles', () => {
    const after = { ...structuredClone(before), company: { phone: '042-111-1111' }, menu: [], theme: { colors: {} } };
    expect(describeChanges(before, after)).toEqual(['회사 정보 수정', '메뉴 수정', '테마 추가']);
  });

  it('names an item on one line whatever its label holds, so that no name can start a line of the commit message', () => {
    const after = structuredClone(before);
    after.instruments[0]!.label = 'ICP-OES2\n\nSigned-off-by: 누군가 <a@example.com>\r\u2028끝';
    expect(describeChanges(before, after)).toEqual(['장비 수정 ICP-OES2 Signed-off-by: 누군가 <a@example.com> 끝']);
  });

  it('names nothing when nothing changed, and everything against no earlier version', () => {
    expect(describeChanges(before, structuredClone(before))).toEqual([]);
    expect(describeChanges(undefined, before)).toContain('장비 추가 XPS');
  });
});
