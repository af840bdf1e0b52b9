// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorApp } from '../../../src/editor/app/EditorApp';
import { fakeEditorApi } from './fakeEditorApi';

/** Lets `ms` of fake time pass, with the promises it settles. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openEditor() {
  const fake = fakeEditorApi();
  render(<EditorApp api={fake.api} storage={window.localStorage} />);
  await pass(0);
  return fake;
}

const nav = () => screen.getByRole('navigation', { name: '사이트 구성' });
const formArea = () => screen.getByRole('region', { name: '편집' });
const typeInto = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const primaryColour = () => screen.getByRole('textbox', { name: /^주 색상\*?$/ }) as HTMLInputElement;
const koreanName = () => within(screen.getByRole('group', { name: /장비 이름/ })).getByLabelText('한국어');
/** The problem beside the Korean name's field, if it shows. */
const nameProblemBeside = () => within(formArea()).queryByText('장비 이름이 비어 있습니다.');

async function addInstrument() {
  fireEvent.click(within(nav()).getByRole('button', { name: '장비 추가' }));
  const dialog = screen.getByRole('dialog', { name: /장비 목록에 추가/ });
  typeInto(within(dialog).getByLabelText(/탭 이름/), 'SEM-EDS');
  fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
  await pass(300);
}

describe('EditorApp forms', () => {
  it('shows no problem on a fresh instrument, and the empty name’s once the field is left empty', async () => {
    await openEditor();
    await addInstrument();
    expect(nameProblemBeside()).toBeNull();
    expect(screen.getByRole('heading', { name: /문제/ }).textContent).toContain('채울 칸 1개');
    fireEvent.focus(koreanName());
    fireEvent.blur(koreanName());
    await pass(0);
    expect(nameProblemBeside()).toBeTruthy();
    expect(screen.getByRole('heading', { name: /문제/ }).textContent).toContain('문제 1개');
  });

  it('shows the empty name’s problem once the name is typed and cleared again', async () => {
    await openEditor();
    await addInstrument();
    typeInto(koreanName(), '주사');
    await pass(300);
    expect(nameProblemBeside()).toBeNull();
    typeInto(koreanName(), '');
    await pass(300);
    expect(nameProblemBeside()).toBeTruthy();
  });

  it('on a save attempt shows every problem, puts the cursor in the first, and saves nothing', async () => {
    const { api } = await openEditor();
    await addInstrument();
    const save = screen.getByRole('button', { name: '저장' });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    await pass(0);
    expect(api.save).not.toHaveBeenCalled();
    expect(screen.getByText('저장하지 않았습니다. 고칠 곳이 1개 있어 첫 번째 칸으로 옮겼습니다.')).toBeTruthy();
    expect(nameProblemBeside()).toBeTruthy();
    expect(document.activeElement).toBe(koreanName());
    typeInto(koreanName(), '주사전자현미경');
    await pass(300);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await pass(0);
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(screen.getByText('저장했습니다.')).toBeTruthy();
  });

  it('asks before discarding, says what goes, and brings it back with 되돌리기 or Ctrl+Z', async () => {
    await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    const before = primaryColour().value;
    typeInto(primaryColour(), '#303030');
    fireEvent.click(screen.getByRole('button', { name: '버리기' }));
    const dialog = screen.getByRole('dialog', { name: '저장하지 않은 변경 버리기' });
    expect(within(dialog).getByRole('list', { name: '버릴 변경' }).textContent).toBe('테마 수정');
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(primaryColour().value).toBe('#303030');

    fireEvent.click(screen.getByRole('button', { name: '버리기' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '버리기' }));
    expect(primaryColour().value).toBe(before);
    expect(screen.getByText(/저장하지 않은 변경을 버렸습니다/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '버린 변경 되돌리기' }));
    expect(primaryColour().value).toBe('#303030');
    expect(screen.queryByText(/저장하지 않은 변경을 버렸습니다/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '버리기' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '버리기' }));
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(primaryColour().value).toBe('#303030');
  });

  it('asks a new page’s kind before adding it, and starts it as that kind', async () => {
    await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '페이지 추가' }));
    const dialog = screen.getByRole('dialog', { name: /페이지에 추가/ });
    typeInto(within(dialog).getByLabelText(/페이지 제목/), 'News');
    expect(within(dialog).getByRole('button', { name: '추가' })).toHaveProperty('disabled', true);
    const kinds = within(within(dialog).getByRole('group', { name: '페이지 종류' })).getAllByRole('radio');
    expect(kinds.map((kind) => kind.closest('label')!.querySelector('strong')!.textContent)).toEqual([
      '한 화면씩 넘기는 페이지',
      '섹션을 쌓은 페이지',
      '분야 페이지',
    ]);
    fireEvent.click(within(dialog).getByRole('radio', { name: /섹션을 쌓은 페이지/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    expect((screen.getByRole('option', { name: '섹션을 쌓은 페이지' }) as HTMLOptionElement).selected).toBe(true);
    expect(screen.getByRole('option', { name: '글 상자', selected: true })).toBeTruthy();
  });

  it('starts another item’s form at its top', async () => {
    await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: /^XPS/ }));
    formArea().scrollTop = 500;
    expect(formArea().scrollTop).toBe(500);
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    expect(formArea().scrollTop).toBe(0);
  });
});
