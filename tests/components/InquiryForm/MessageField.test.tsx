// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inquiryConstraints } from '../../../src/inquiry/inquiryConstraints.gen';
import type { InquiryFormText } from '../../../src/manifest/site.gen';
import { ko } from '../../helpers/manifestText';
import { renderInquiryForm } from './renderInquiryForm';

afterEach(cleanup);

// The fixture's message names no limit of its own: its kind's.
const max = inquiryConstraints.kinds.longText.maxLength;
const formatted = (count: number) => count.toLocaleString('ko-KR');

function renderMessage() {
  const view = renderInquiryForm();
  const message = view.fields().message;
  const described = () =>
    (message.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  const live = () => view.container.querySelector('[aria-live="polite"]')?.textContent ?? '';
  const count = (length: number) =>
    ko(view.text.messageCount).replace('{count}', formatted(length)).replace('{max}', formatted(max));
  const type = (length: number) => fireEvent.change(message, { target: { value: 'ㄱ'.repeat(length) } });
  /** What the browser does on a paste or drop: beforeinput with the whole text, then an input event with what maxlength kept. */
  const insert = (
    inputType: string,
    data: string,
    selection: [number, number] = [message.value.length, message.value.length],
  ) => {
    message.setSelectionRange(...selection);
    act(() => {
      message.dispatchEvent(new InputEvent('beforeinput', { inputType, data, bubbles: true, cancelable: true }));
    });
    const kept = message.value.slice(0, selection[0]) + data + message.value.slice(selection[1]);
    fireEvent.change(message, { target: { value: kept.slice(0, max) } });
  };
  return { view, message, described, live, count, type, insert };
}

it('keeps the schema’s maxlength, for browsers without a script', () => {
  expect(renderMessage().message.maxLength).toBe(max);
});

describe('the count', () => {
  it('shows from 80 % of the limit, describes the field, and is announced only as it passes 80, 90 and 100 %', () => {
    const field = renderMessage();
    field.type(Math.ceil(max * 0.8) - 1);
    expect(field.view.container.textContent).not.toContain(` / ${formatted(max)}`);
    expect(field.live()).toBe('');

    field.type(Math.ceil(max * 0.8));
    expect(field.described()).toBe(field.count(Math.ceil(max * 0.8)));
    expect(field.live()).toBe(field.count(Math.ceil(max * 0.8)));

    field.type(Math.ceil(max * 0.8) + 10);
    expect(field.described()).toBe(field.count(Math.ceil(max * 0.8) + 10));
    expect(field.live()).toBe(field.count(Math.ceil(max * 0.8)));

    field.type(Math.ceil(max * 0.9) + 1);
    expect(field.live()).toBe(field.count(Math.ceil(max * 0.9) + 1));
    field.type(max);
    expect(field.live()).toBe(field.count(max));
  });

  it('goes when the text is shortened again, and is announced again when it grows back', () => {
    const field = renderMessage();
    field.type(max * 0.8);
    field.type(10);
    expect(field.message.hasAttribute('aria-describedby')).toBe(false);
    field.type(max * 0.8 + 1);
    expect(field.live()).toBe(field.count(max * 0.8 + 1));
  });
});

describe('a paste cut short by maxlength', () => {
  const cutNotice = (text: InquiryFormText, cut: number) =>
    ko(text.messageCut).replace('{max}', formatted(max)).replace('{cut}', formatted(cut));

  it('is said under the field, tied to it, and announced instead of the count', () => {
    const field = renderMessage();
    field.insert('insertFromPaste', '가'.repeat(max + 1000));
    expect(field.message.value).toHaveLength(max);
    const notice = cutNotice(field.view.text, 1000);
    expect(field.view.container.textContent).toContain(notice);
    expect(field.described()).toContain(notice);
    expect(field.described()).toContain(field.count(max));
    expect(field.live()).toBe(notice);
  });

  it('counts what was selected, which the paste replaces', () => {
    const field = renderMessage();
    field.type(max - 10);
    field.insert('insertFromPaste', 'x'.repeat(30), [0, 15]);
    expect(field.live()).toBe(cutNotice(field.view.text, 5));
  });

  it('is not said for a paste that fits, nor for typing or Korean syllables being composed at the limit', () => {
    const field = renderMessage();
    field.insert('insertFromPaste', 'x'.repeat(max));
    field.insert('insertText', 'x');
    field.insert('insertCompositionText', '한');
    expect(field.view.container.textContent).not.toContain(cutNotice(field.view.text, 1).slice(0, 10));
    expect(field.live()).toBe(field.count(max));
  });

  it('goes with the next paste that fits', () => {
    const field = renderMessage();
    field.insert('insertFromPaste', 'x'.repeat(max + 1));
    field.type(0);
    field.insert('insertFromDrop', 'x'.repeat(20));
    expect(field.described()).not.toContain(cutNotice(field.view.text, 1));
  });
});
