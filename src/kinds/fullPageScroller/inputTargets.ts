import type { Direction, Edge } from './scrollerState';

// Places where the wheel, a swipe or the keys belong to something else: a
// dialog (the inquiry form), a text field, or a widget that uses the arrow keys.
const dialogs = 'dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"]';
const keyWidgets = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="slider"]',
  '[role="spinbutton"]',
  '[role="radiogroup"]',
  '[role="tablist"]',
  '[role="menu"]',
  '[role="grid"]',
].join(', ');
// Space presses these; it must not also turn the page.
const spaceActivated =
  'a[href], button, summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="tab"]';

function closest(target: EventTarget | null, selector: string): Element | null {
  return target instanceof Element ? target.closest(selector) : null;
}

/** True when a wheel or touch event happened inside a dialog, which scrolls on its own. */
export function isInsideDialog(target: EventTarget | null): boolean {
  return closest(target, dialogs) !== null;
}

/** What a key asks the scroller for: one stop up or down, or to an end. */
export type KeyMove = { type: 'step'; direction: Direction } | { type: 'edge'; edge: Edge };

const step = (direction: Direction): KeyMove => ({ type: 'step', direction });

/** The move a key asks for, or null when the key is not the scroller's to handle. */
export function keyMove(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target' | 'defaultPrevented'>,
): KeyMove | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  const { target } = event;
  if (closest(target, dialogs) || closest(target, keyWidgets)) return null;
  switch (event.key) {
    case 'ArrowDown':
    case 'PageDown':
      return step(1);
    case 'ArrowUp':
    case 'PageUp':
      return step(-1);
    case ' ':
      if (closest(target, spaceActivated)) return null;
      // Shift+Space goes back, as it scrolls back on an ordinary page.
      return step(event.shiftKey ? -1 : 1);
    case 'Home':
      return { type: 'edge', edge: 'first' };
    case 'End':
      return { type: 'edge', edge: 'last' };
    default:
      return null;
  }
}
