// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteEntryDialog } from '../../../src/editor/entries/DeleteEntryDialog';
import type { ReferenceUse } from '../../../src/editor/references/referenceUses';

afterEach(cleanup);

const uses: ReferenceUse[] = [
  { pointer: '/routes/2/page/sections/0/instruments/1', place: '분석장비 › 표면분석 › 장비 탭', removable: true },
  { pointer: '/cases/0/instruments/0', place: '분석 사례 › 미세 이물 분석 › 장비 탭', removable: true },
];

function openDialog(withUses: ReferenceUse[] = uses) {
  const callbacks = { onDelete: vi.fn(), onClose: vi.fn(), onOpen: vi.fn() };
  render(<DeleteEntryDialog name="XPS" uses={withUses} {...callbacks} />);
  return { dialog: screen.getByRole('dialog', { name: 'XPS 삭제' }), ...callbacks };
}

describe('DeleteEntryDialog', () => {
  it('names each place the entry is used in the site’s words, as a button that opens that place', () => {
    const { dialog, onOpen, onDelete } = openDialog();
    const places = within(dialog)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('button'));
    expect(places.map((place) => place.textContent)).toEqual([
      '분석장비 › 표면분석 › 장비 탭',
      '분석 사례 › 미세 이물 분석 › 장비 탭',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: '분석 사례 › 미세 이물 분석 › 장비 탭' }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('/cases/0/instruments/0');
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('still deletes with its uses, or without any when nothing uses the entry', () => {
    const used = openDialog();
    fireEvent.click(within(used.dialog).getByRole('button', { name: '쓰인 곳에서도 빼고 삭제' }));
    expect(used.onDelete).toHaveBeenCalledExactlyOnceWith(true);
    cleanup();
    const unused = openDialog([]);
    expect(within(unused.dialog).queryByRole('listitem')).toBeNull();
    fireEvent.click(within(unused.dialog).getByRole('button', { name: '삭제' }));
    expect(unused.onDelete).toHaveBeenCalledExactlyOnceWith(false);
  });
});
