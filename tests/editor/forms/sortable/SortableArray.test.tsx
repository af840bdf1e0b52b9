// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorApi } from '../../../../src/editor/app/editorApi';
import { ItemForm } from '../../../../src/editor/forms/ItemForm';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    lines: { type: 'array', title: '사양', items: { type: 'string' } },
    single: { type: 'array', title: '하나', items: { type: 'string' } },
  },
};

const ROW_HEIGHT = 40;

// jsdom lays nothing out; dnd-kit's keyboard moves go by where items are. Each item of
// a list is drawn a row below the one before it, everything else at the origin.
function layOutListsInRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const list = this.parentElement?.classList.contains('array-item-list') ? this.parentElement : undefined;
    const top = list ? [...list.children].indexOf(this) * ROW_HEIGHT : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height: list ? ROW_HEIGHT : 0,
      right: 300,
      bottom: top + (list ? ROW_HEIGHT : 0),
      toJSON: () => ({}),
    } as DOMRect;
  });
}

function renderLines(lines: string[]) {
  const onChange = vi.fn();
  render(
    <ItemForm
      schema={schema}
      value={{ lines, single: ['혼자'] }}
      context={{ manifest: {}, itemPointer: '/x', api: editorApi }}
      errors={{}}
      onChange={onChange}
    />,
  );
  return { onChange, list: screen.getByRole('group', { name: '사양' }) };
}

const lastLines = (onChange: ReturnType<typeof vi.fn>) => (onChange.mock.lastCall?.[0] as { lines: string[] }).lines;

/** A key pressed on the focused handle; dnd-kit hears keys on the window once an item is lifted. */
const press = (element: Element, code: string) =>
  fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });

beforeEach(layOutListsInRows);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a list of the form', () => {
  it('has a handle per item, named by its place, and none on a list of one item', () => {
    const { list } = renderLines(['가', '나', '다']);
    expect(
      within(list)
        .getAllByRole('button', { name: /끌어서 옮기기$/ })
        .map((handle) => handle.getAttribute('aria-label')),
    ).toEqual(['1번째 항목 끌어서 옮기기', '2번째 항목 끌어서 옮기기', '3번째 항목 끌어서 옮기기']);
    expect(
      within(screen.getByRole('group', { name: '하나' })).queryByRole('button', { name: /끌어서 옮기기/ }),
    ).toBeNull();
  });

  it('moves an item with the keyboard: Space lifts it, arrows move it, Space drops it, as one change', async () => {
    const { onChange, list } = renderLines(['가', '나', '다']);
    const handle = within(list).getByRole('button', { name: '3번째 항목 끌어서 옮기기' });
    handle.focus();
    press(handle, 'Space');
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    await screen.findByText('3번째 항목을 들었습니다. 3개 중 3번째 자리입니다.');
    press(handle, 'ArrowUp');
    await screen.findByText('3개 중 2번째 자리입니다.');
    press(handle, 'ArrowUp');
    await screen.findByText('3개 중 1번째 자리입니다.');
    expect(onChange).not.toHaveBeenCalled();
    press(handle, 'Space');
    await screen.findByText('3번째 항목을 1번째 자리에 내려놓았습니다.');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastLines(onChange)).toEqual(['다', '가', '나']);
  });

  it('puts a lifted item back where it was on Escape', async () => {
    const { onChange, list } = renderLines(['가', '나', '다']);
    const handle = within(list).getByRole('button', { name: '1번째 항목 끌어서 옮기기' });
    handle.focus();
    press(handle, 'Space');
    await screen.findByText('1번째 항목을 들었습니다. 3개 중 1번째 자리입니다.');
    press(handle, 'ArrowDown');
    await screen.findByText('3개 중 2번째 자리입니다.');
    press(handle, 'Escape');
    await screen.findByText('옮기기를 취소했습니다. 항목은 1번째 자리에 그대로 있습니다.');
    expect(handle.getAttribute('aria-pressed')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the move and remove buttons', () => {
    const { onChange, list } = renderLines(['가', '나', '다']);
    act(() => fireEvent.click(within(list).getByRole('button', { name: '3번째 항목 위로' })));
    expect(lastLines(onChange)).toEqual(['가', '다', '나']);
    act(() => fireEvent.click(within(list).getByRole('button', { name: '1번째 항목 삭제' })));
    expect(lastLines(onChange)).toEqual(['다', '나']);
  });
});
