// @vitest-environment jsdom
// Issue 28's editor states: what the editor says about the draft, its status line and its preview.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorApp } from '../../../src/editor/client/app/EditorApp';
import { fakeEditorApi } from './fakeEditorApi';

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
const reversedKeys = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).reverse());

describe('the editor states', { timeout: 30_000 }, () => {
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
});
