// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorApi } from '../../../../../src/editor/app/editorApi';
import { formSchemaAt } from '../../../../../src/editor/forms/editorSchema';
import { ItemForm } from '../../../../../src/editor/forms/ItemForm';
import { valueAt } from '../../../../../src/manifest/json/pointer';
import type { TextBlock } from '../../../../../src/manifest/site.gen';
import { richManifest } from '../../../../fixtures/rich-site/make-manifest';
import { ko } from '../../../../helpers/manifestText';

afterEach(cleanup);

/** The /help page's first text block of the rich fixture, in the form staff edit it in. */
function renderTextBlock() {
  const manifest = richManifest();
  const pointer = `/routes/${manifest.routes.findIndex((route) => route.path === '/help')}/page/sections/0`;
  const block = valueAt(manifest, pointer) as TextBlock;
  const onChange = vi.fn();
  render(
    <ItemForm
      schema={formSchemaAt(pointer, manifest)!}
      value={block}
      context={{ manifest, itemPointer: pointer, api: editorApi }}
      errors={{}}
      onChange={onChange}
    />,
  );
  const first = ko(block.paragraphs[0]!);
  const box = screen.getAllByRole<HTMLTextAreaElement>('textbox').find((element) => element.value === first)!;
  const toolbar = screen
    .getAllByRole('toolbar', { name: '글 꾸미기' })
    .find((bar) => bar.getAttribute('aria-controls') === box.id)!;
  /** The first paragraph's Korean text as the form last reported it. */
  const written = () => (onChange.mock.lastCall?.[0] as TextBlock | undefined)?.paragraphs[0];
  return { box, toolbar, first, written, onChange };
}

function select(box: HTMLTextAreaElement, words: string) {
  box.focus();
  const start = box.value.indexOf(words);
  box.setSelectionRange(start, start + words.length);
}

describe('formatting a paragraph in the editor', () => {
  it('has a toolbar for each paragraph box, naming its shortcuts', () => {
    const { toolbar } = renderTextBlock();
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['굵게', '기울임', '링크', '• 목록', '1. 번호 목록']);
    expect(buttons.slice(0, 3).map((button) => button.getAttribute('aria-keyshortcuts'))).toEqual([
      'Control+B',
      'Control+I',
      'Control+K',
    ]);
  });

  it('makes the selected words bold with the button and with Ctrl+B', () => {
    const { box, toolbar, first, written } = renderTextBlock();
    const word = first.slice(0, 2);
    select(box, word);
    fireEvent.click(within(toolbar).getByRole('button', { name: '굵게' }));
    expect(written()).toMatchObject({ ko: `**${word}**${first.slice(2)}` });
    cleanup();
    const again = renderTextBlock();
    select(again.box, word);
    fireEvent.keyDown(again.box, { key: 'b', ctrlKey: true });
    expect(again.written()).toMatchObject({ ko: `**${word}**${first.slice(2)}` });
  });

  it('links the selected words to a page picked from the site’s addresses', () => {
    const { box, first, written } = renderTextBlock();
    const word = first.slice(0, 2);
    select(box, word);
    fireEvent.keyDown(box, { key: 'k', ctrlKey: true });
    const row = screen.getByRole('group', { name: '링크 넣기' });
    const address = within(row).getByLabelText('링크 주소');
    const offered = [...document.getElementById(address.getAttribute('list')!)!.querySelectorAll('option')].map(
      (option) => option.getAttribute('value'),
    );
    expect(offered).toContain('/about');
    fireEvent.change(address, { target: { value: '/about' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(written()).toMatchObject({ ko: `[${word}](/about)${first.slice(2)}` });
    expect(screen.queryByRole('group', { name: '링크 넣기' })).toBeNull();
  });

  it('closes the link row with Escape without changing the text, back in the box', () => {
    const { box, toolbar, onChange } = renderTextBlock();
    select(box, box.value.slice(0, 2));
    fireEvent.click(within(toolbar).getByRole('button', { name: '링크' }));
    fireEvent.keyDown(screen.getByLabelText('링크 주소'), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: '링크 넣기' })).toBeNull();
    expect(document.activeElement).toBe(box);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('never takes a key from an input method while it composes Korean', () => {
    const { box, written, onChange } = renderTextBlock();
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    fireEvent.compositionStart(box, { data: '' });
    fireEvent.change(box, { target: { value: `${box.value} ㅎ` } });
    const composing = fireEvent.keyDown(box, { key: 'b', ctrlKey: true, isComposing: true });
    const processKey = fireEvent.keyDown(box, { key: 'Process', keyCode: 229, ctrlKey: true });
    expect({ composing, processKey }).toEqual({ composing: true, processKey: true });
    const typed = `${box.value.replace(/ ㅎ$/u, '')} 한`;
    fireEvent.change(box, { target: { value: typed } });
    fireEvent.compositionEnd(box, { data: '한' });
    const firstParagraphs = onChange.mock.calls.map(([value]) => JSON.stringify((value as TextBlock).paragraphs[0]));
    expect(firstParagraphs.filter((paragraph) => paragraph.includes('**'))).toEqual([]);
    expect(written()).toMatchObject({ ko: typed });
  });

  it('turns the selected lines into a list', () => {
    const { box, toolbar, first, written } = renderTextBlock();
    select(box, first);
    fireEvent.click(within(toolbar).getByRole('button', { name: '• 목록' }));
    expect(written()).toMatchObject({ ko: `- ${first}` });
  });
});
