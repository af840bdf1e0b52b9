// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isInsideDialog, keyMove } from '../../../src/kinds/fullPageScroller/inputTargets';

afterEach(() => {
  document.body.innerHTML = '';
});

function element(html: string, selector = '[data-target]'): Element {
  document.body.innerHTML = html;
  return document.querySelector(selector)!;
}

/** The move a key asks for, written short: 1 or -1 for a step, 'first' or 'last' for an end. */
function key(key: string, target: EventTarget = document.body, extra: Partial<KeyboardEvent> = {}) {
  const move = keyMove({
    key,
    target,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    defaultPrevented: false,
    ...extra,
  });
  if (move === null) return null;
  return move.type === 'step' ? move.direction : move.edge;
}

describe('keys the scroller handles', () => {
  it('goes down for ArrowDown, PageDown and Space, up for ArrowUp, PageUp and Shift+Space', () => {
    expect(['ArrowDown', 'PageDown', ' '].map((name) => key(name))).toEqual([1, 1, 1]);
    expect(['ArrowUp', 'PageUp'].map((name) => key(name))).toEqual([-1, -1]);
    expect(key(' ', document.body, { shiftKey: true })).toBe(-1);
    expect(['Tab', 'Enter', 'a'].map((name) => key(name))).toEqual([null, null, null]);
  });

  it('goes to the first stop for Home and to the last (the footer) for End, also from a link', () => {
    expect(['Home', 'End'].map((name) => key(name))).toEqual(['first', 'last']);
    expect(key('End', element('<a href="/x" data-target>x</a>'))).toBe('last');
    expect(key('End', element('<input data-target>'))).toBeNull();
  });

  it('leaves keys to form fields, dialogs and widgets that use arrows', () => {
    for (const html of [
      '<input data-target>',
      '<textarea data-target></textarea>',
      '<select data-target></select>',
      '<div contenteditable="true" data-target></div>',
      '<dialog open><button data-target>x</button></dialog>',
      '<div role="dialog"><a href="#" data-target>x</a></div>',
      '<div role="tablist"><button role="tab" data-target>x</button></div>',
    ]) {
      expect(key('ArrowDown', element(html)), html).toBeNull();
    }
  });

  it('leaves Space to buttons and links, but still moves for the arrows there', () => {
    const button = element('<button data-target>x</button>');
    expect(key(' ', button)).toBeNull();
    expect(key('ArrowDown', button)).toBe(1);
    expect(key(' ', element('<a href="/x" data-target>x</a>'))).toBeNull();
  });

  it('ignores keys with modifiers and keys already handled', () => {
    expect(key('ArrowDown', document.body, { ctrlKey: true })).toBeNull();
    expect(key('ArrowDown', document.body, { altKey: true })).toBeNull();
    expect(key('ArrowDown', document.body, { metaKey: true })).toBeNull();
    expect(key('ArrowDown', document.body, { defaultPrevented: true })).toBeNull();
  });
});

describe('wheel and touch targets', () => {
  it('leaves the wheel inside a dialog to the dialog', () => {
    expect(isInsideDialog(element('<dialog open><p data-target>x</p></dialog>'))).toBe(true);
    expect(isInsideDialog(element('<section><p data-target>x</p></section>'))).toBe(false);
    expect(isInsideDialog(window)).toBe(false);
  });
});
