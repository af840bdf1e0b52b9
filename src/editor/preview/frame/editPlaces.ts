import { editPlaceAttribute } from '../previewMessages';
import type { EditorChannel } from './editorChannel';
import { frameMarks } from './frameStyles';

/** The nearest element at or around `target` that carries its place in site.json. */
export const placedElement = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest(`[${editPlaceAttribute}]`) : null;

/**
 * A click on a text or picture asks the editor to open its field; the page
 * does what it does on the site as well (a tab label still switches the tab).
 */
export function reportEditClicks(document: Document, editor: EditorChannel): void {
  document.addEventListener(
    'click',
    (event) => {
      const pointer = placedElement(event.target)?.getAttribute(editPlaceAttribute);
      if (pointer) editor.post({ type: 'edit', pointer });
    },
    // Before the page's own handlers, which may stop the click.
    true,
  );
}

/** The elements of the value at `pointer`: its own, or else those of the value just around it (a text holding the focused language). */
function elementsOf(document: Document, pointer: string): Element[] {
  const placed = [...document.querySelectorAll(`[${editPlaceAttribute}]`)];
  const at = (place: string) => placed.filter((element) => element.getAttribute(editPlaceAttribute) === place);
  const own = at(pointer);
  return own.length > 0 ? own : at(pointer.slice(0, pointer.lastIndexOf('/')));
}

/** Outlines the value the editor's focused field edits (null: none), and scrolls it into view when it is off-screen. */
export function outlineValue(document: Document, pointer: string | null, scroll: boolean): void {
  for (const element of document.querySelectorAll(`[${frameMarks.outline}]`))
    element.removeAttribute(frameMarks.outline);
  if (pointer === null) return;
  const elements = elementsOf(document, pointer);
  for (const element of elements) element.setAttribute(frameMarks.outline, '');
  const first = elements.find((element) => element.getClientRects().length > 0);
  if (!scroll || !first) return;
  const box = first.getBoundingClientRect();
  if (box.bottom < 0 || box.top > window.innerHeight) first.scrollIntoView({ block: 'center' });
}
