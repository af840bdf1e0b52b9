// @vitest-environment jsdom
// Issue 28's editor states: what the editor says about the draft, its status line and its preview.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorApp } from '../../../src/editor/app/EditorApp';
import { previewNotes } from '../../../src/editor/preview/previewNotes';
import { fakeEditorApi, previewOrigin } from './fakeEditorApi';

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openEditor(fake = fakeEditorApi()) {
  render(<EditorApp api={fake.api} storage={window.localStorage} />);
  await pass(0);
  return fake;
}

const nav = () => screen.getByRole('navigation', { name: '사이트 구성' });
const typeInto = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const primaryColour = () => screen.getByRole('textbox', { name: /^주 색상\*?$/ }) as HTMLInputElement;
const previewPane = () => screen.getByRole('region', { name: '미리보기' });
const reversedKeys = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).reverse());

describe('the editor states', () => {
  it('has nothing unsaved once a typed letter is deleted again, whatever order the file keeps its keys in', async () => {
    const fake = fakeEditorApi();
    const manifest = fake.disk.manifest as { company: Record<string, unknown> };
    // The form writes an object's keys in the schema's order; the file need not keep them so.
    manifest.company = reversedKeys(manifest.company);
    await openEditor(fake);
    fireEvent.click(within(nav()).getByRole('button', { name: '회사 정보' }));
    const phone = screen.getByRole('textbox', { name: /^전화번호\*?$/ }) as HTMLInputElement;
    const saved = phone.value;
    typeInto(phone, `${saved}1`);
    await pass(300);
    expect(screen.getByRole('button', { name: '버리기' })).toHaveProperty('disabled', false);
    typeInto(phone, saved);
    await pass(300);
    expect(screen.getByRole('button', { name: '버리기' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '저장' })).toHaveProperty('disabled', true);
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('draws the file as saved when the editor opens on a draft with a problem left in it, and the draft once fixed', async () => {
    const first = await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    typeInto(primaryColour(), '#12');
    await pass(300);
    cleanup();
    const again = fakeEditorApi();
    await openEditor(again);
    await pass(300);
    expect(first.api.preview).toHaveBeenCalled();
    // The draft came back with its problem: the preview shows the file as saved, and says so.
    expect(again.api.preview).toHaveBeenLastCalledWith(again.disk.manifest, expect.anything());
    expect(within(previewPane()).getByTitle('미리보기: /').getAttribute('src')).toBe(`${previewOrigin}/`);
    expect(within(previewPane()).getByRole('status').textContent).toBe(previewNotes.savedShown);
    expect(within(previewPane()).queryByText('미리보기를 그리는 중…')).toBeNull();
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    typeInto(primaryColour(), '#123456');
    await pass(300);
    expect(again.api.preview).toHaveBeenLastCalledWith(
      expect.objectContaining({
        theme: expect.objectContaining({ colors: expect.objectContaining({ primary: '#123456' }) }),
      }),
      expect.anything(),
    );
    expect(within(previewPane()).queryByRole('status')).toBeNull();
  });

  it('says why nothing can be drawn, and what to do, when neither the draft nor the saved file can be', async () => {
    const fake = fakeEditorApi();
    (fake.disk.manifest as { theme: { colors: { primary: string } } }).theme.colors.primary = '#12';
    await openEditor(fake);
    await pass(300);
    expect(within(previewPane()).getByRole('status').textContent).toBe(previewNotes.nothingDrawable);
    expect(within(previewPane()).queryByText('미리보기를 그리는 중…')).toBeNull();
    fake.api.preview.mockResolvedValue({
      status: 'failed',
      message: '사이트의 화면 코드를 불러오지 못해 미리보기를 그릴 수 없습니다.',
    });
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    typeInto(primaryColour(), '#123456');
    await pass(300);
    expect(within(previewPane()).getByRole('status').textContent).toBe(
      '사이트의 화면 코드를 불러오지 못해 미리보기를 그릴 수 없습니다.',
    );
    fake.api.preview.mockRejectedValue(new TypeError('Failed to fetch'));
    typeInto(primaryColour(), '#123457');
    await pass(300);
    expect(within(previewPane()).getByRole('status').textContent).toBe(previewNotes.unreachable);
  });

  it('keeps one status line: the newest message replaces the older, a notice leaves at the next edit, an error stays until closed', async () => {
    const fake = await openEditor();
    const toolbar = () => screen.getByRole('banner', { name: '편집기 도구' });
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    typeInto(primaryColour(), '#101010');
    await pass(300);
    fake.api.save.mockResolvedValueOnce({ status: 'failed', message: '파일을 쓰지 못해 저장하지 못했습니다.' });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await pass(0);
    expect(
      within(toolbar())
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual(['파일을 쓰지 못해 저장하지 못했습니다.']);
    // An error is not news that an edit makes old: it stays until it is acted upon.
    typeInto(primaryColour(), '#101011');
    await pass(300);
    expect(within(toolbar()).getByRole('status').textContent).toBe('파일을 쓰지 못해 저장하지 못했습니다.');
    fireEvent.click(screen.getByRole('button', { name: '게시' }));
    await pass(0);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '게시할 변경 확인' })).getByRole('button', { name: '게시' }),
    );
    await pass(0);
    expect(
      within(toolbar())
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual([
      '이 컴퓨터에만 게시 기록을 남겼습니다. 사이트 파일의 공용 사본이 설정되어 있지 않아 사이트에는 반영되지 않습니다.',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await pass(0);
    expect(
      within(toolbar())
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual(['저장했습니다.']);
    typeInto(primaryColour(), '#101012');
    await pass(300);
    expect(within(toolbar()).getByRole('status').textContent).toBe('');
    fake.api.save.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await pass(0);
    expect(within(toolbar()).getByRole('status').textContent).toBe('편집기 서버에 연결하지 못해 저장하지 못했습니다.');
    fireEvent.click(within(toolbar()).getByRole('button', { name: '알림 닫기' }));
    expect(within(toolbar()).getByRole('status').textContent).toBe('');
  });
});
