import { describe, expect, it } from 'vitest';
import { commitMessage, describeChanges } from '../../../src/editor/publish/changeSummary';

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
    after.instruments = [{ id: 'xps', label: 'XPS 새 모델' }, { id: 'tem', label: 'TEM' }];
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

  it('names nothing when nothing changed, and everything against no earlier version', () => {
    expect(describeChanges(before, structuredClone(before))).toEqual([]);
    expect(describeChanges(undefined, before)).toContain('장비 추가 XPS');
  });
});

describe('commitMessage', () => {
  it('lists up to five changes in the subject, and all of them below when there are more', () => {
    expect(commitMessage(['회사 정보 수정'])).toBe('사이트 내용 수정: 회사 정보 수정');
    expect(commitMessage([])).toBe('사이트 내용 수정');
    const many = ['장비 추가 A', '장비 추가 B', '장비 추가 C', '장비 추가 D', '장비 추가 E', '장비 추가 F', '장비 추가 G'];
    const message = commitMessage(many);
    expect(message.split('\n')[0]).toBe('사이트 내용 수정: 장비 추가 A, 장비 추가 B, 장비 추가 C, 장비 추가 D, 장비 추가 E 외 2건');
    expect(message).toContain('\n\n- 장비 추가 A\n');
    expect(message).toContain('- 장비 추가 G');
  });
});
