// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navTree } from '../../../src/editor/navigation/navTree';
import { SiteSearch } from '../../../src/editor/search/SiteSearch';
import { valueAt } from '../../../src/manifest/json/pointer';
import { searchManifest } from './searchManifest';

afterEach(cleanup);

const PLACES = ['/company/phone', '/footer/links/1/href', '/routes/1/page/sections/0/paragraphs/1'];

/** The panel with the draft held as the editor holds it. */
function Harness({
  onOpenField,
  onEdit,
}: {
  onOpenField: (pointer: string) => void;
  onEdit: (draft: unknown) => void;
}) {
  const [draft, setDraft] = useState<unknown>(searchManifest());
  const [query, setQuery] = useState('');
  const edit = (next: unknown) => {
    onEdit(next);
    setDraft(next);
  };
  return (
    <SiteSearch
      draft={draft}
      groups={navTree(draft)}
      query={query}
      onQuery={setQuery}
      onOpenField={onOpenField}
      onEdit={edit}
    />
  );
}

function setUp() {
  const onOpenField = vi.fn();
  const onEdit = vi.fn();
  render(<Harness onOpenField={onOpenField} onEdit={onEdit} />);
  fireEvent.change(screen.getByRole('searchbox', { name: '사이트 전체에서 찾기' }), {
    target: { value: '0420000000' },
  });
  return { onOpenField, onEdit };
}

describe('SiteSearch', () => {
  it('announces how many places hold the text, names each in staff words with the match marked, and opens one', () => {
    const { onOpenField } = setUp();
    expect(screen.getByRole('status').textContent).toBe('3곳에서 찾았습니다.');
    const results = within(screen.getByRole('list', { name: '찾은 곳' })).getAllByRole('button');
    expect(results.map((result) => result.querySelector('small')!.textContent)).toEqual([
      '회사 정보 › 전화번호',
      '바닥글 › 전화하기 › 링크 주소',
      '회사소개 › 인사말 › 2번째 문단',
    ]);
    expect(results.map((result) => result.querySelector('mark')!.textContent)).toEqual([
      '042-000-0000',
      '042-000-0000',
      '042 000 0000',
    ]);
    fireEvent.click(results[2]!);
    expect(onOpenField).toHaveBeenCalledWith('/routes/1/page/sections/0/paragraphs/1');
  });

  it('lists what will change before changing anything, and cancel changes nothing', () => {
    const { onEdit } = setUp();
    const replace = screen.getByRole('button', { name: '모두 바꾸기' });
    expect(replace).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: '바꿀 글' }), { target: { value: '042-123-4567' } });
    fireEvent.click(replace);
    const dialog = screen.getByRole('dialog', { name: '모두 바꾸기: 3곳' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['회사 정보 › 전화번호', '042-000-0000', '042-123-4567'],
      ['바닥글 › 전화하기 › 링크 주소', 'tel:042-000-0000', 'tel:042-123-4567'],
      [
        '회사소개 › 인사말 › 2번째 문단',
        '전화 042 000 0000 또는 contact@example.co.kr로 문의하세요.',
        '전화 042-123-4567 또는 contact@example.co.kr로 문의하세요.',
      ],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('replaces everywhere in one edit on confirm, then says how many places changed', () => {
    const { onEdit } = setUp();
    fireEvent.change(screen.getByRole('textbox', { name: '바꿀 글' }), { target: { value: '042-123-4567' } });
    fireEvent.click(screen.getByRole('button', { name: '모두 바꾸기' }));
    expect(screen.getByRole('status').textContent).not.toContain('바꿨습니다');
    fireEvent.click(screen.getByRole('button', { name: '3곳 바꾸기' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    const changed = onEdit.mock.calls[0]![0] as unknown;
    expect(PLACES.map((pointer) => valueAt(changed, pointer))).toEqual([
      '042-123-4567',
      'tel:042-123-4567',
      '전화 042-123-4567 또는 contact@example.co.kr로 문의하세요.',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3곳을 바꿨습니다. 찾는 글이 없습니다.');
  });

  it('drops "N곳을 바꿨습니다" once the search is cleared or changed (issue 28)', () => {
    setUp();
    fireEvent.change(screen.getByRole('textbox', { name: '바꿀 글' }), { target: { value: '042-123-4567' } });
    fireEvent.click(screen.getByRole('button', { name: '모두 바꾸기' }));
    fireEvent.click(screen.getByRole('button', { name: '3곳 바꾸기' }));
    const box = screen.getByRole('searchbox', { name: '사이트 전체에서 찾기' });
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(box, { target: { value: '0420000000' } });
    expect(screen.getByRole('status').textContent).toBe('찾는 글이 없습니다.');
    fireEvent.change(box, { target: { value: '042-123' } });
    expect(screen.getByRole('status').textContent).toBe('3곳에서 찾았습니다.');
  });
});
