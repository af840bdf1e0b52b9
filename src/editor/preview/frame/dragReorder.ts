import { editItemAttribute, editPlaceAttribute } from '../previewMessages';
import type { EditorChannel } from './editorChannel';
import { placedElement } from './editPlaces';
import { frameMarks } from './frameStyles';
import { asItemOf, asListEntry, draggableItem, type ListItemPlace } from './listItems';

/** How far the pointer moves before a press is a drag: less, and it stays a click. */
const dragThresholdPx = 5;

interface Press {
  pointerId: number;
  x: number;
  y: number;
  element: Element;
  item: ListItemPlace;
  /** The attribute its place and its fellow items' are read from. */
  attribute: string;
  dragging: boolean;
  over?: { element: Element; index: number };
}

const closestWith = (target: EventTarget | null, attribute: string): Element | null =>
  target instanceof Element ? target.closest(`[${attribute}]`) : null;

/** The item of the same list under the point, with its index. */
function itemAt(document: Document, x: number, y: number, { item, attribute }: Press): Press['over'] {
  for (
    let element = closestWith(document.elementFromPoint(x, y), attribute);
    element;
    element = closestWith(element.parentElement, attribute)
  ) {
    const index = asItemOf(element.getAttribute(attribute) ?? '', item.list, item.rest);
    if (index !== undefined) return { element, index };
  }
  return undefined;
}

/**
 * What a press at `target` would drag: the list entry around it (an
 * instrument tab, whose label's place is the instrument's), else the list
 * item its text or picture is.
 */
function pressedItem(
  document: Document,
  target: EventTarget | null,
): Pick<Press, 'element' | 'item' | 'attribute'> | undefined {
  const entry = closestWith(target, editItemAttribute);
  const entryItem = asListEntry(entry?.getAttribute(editItemAttribute) ?? '');
  if (entry && entryItem) return { element: entry, item: entryItem, attribute: editItemAttribute };
  const element = placedElement(target);
  const place = element?.getAttribute(editPlaceAttribute);
  if (!element || !place) return undefined;
  const shown = new Set(
    [...document.querySelectorAll(`[${editPlaceAttribute}]`)].map(
      (placed) => placed.getAttribute(editPlaceAttribute) ?? '',
    ),
  );
  const item = draggableItem(place, shown);
  return item && { element, item, attribute: editPlaceAttribute };
}

/**
 * Drag with the pointer to reorder the items of a list the page shows (tabs,
 * menu items, specification lines, paragraphs): dropped on another
 * item of the same list, the frame asks the editor to move it there. The
 * keyboard's way is the form's (its drag handles and 위로/아래로 buttons).
 */
export function dragToReorder(document: Document, editor: EditorChannel): void {
  let press: Press | undefined;
  let swallowClick = false;
  const root = document.documentElement;

  const end = () => {
    press?.element.removeAttribute(frameMarks.dragged);
    press?.over?.element.removeAttribute(frameMarks.dropTarget);
    root.removeAttribute(frameMarks.dragging);
    press = undefined;
  };

  document.addEventListener('pointerdown', (event) => {
    end();
    swallowClick = false;
    if (event.button !== 0 || !event.isPrimary) return;
    const pressed = pressedItem(document, event.target);
    if (pressed)
      press = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, ...pressed, dragging: false };
  });

  document.addEventListener('pointermove', (event) => {
    if (!press || event.pointerId !== press.pointerId) return;
    if (!press.dragging) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < dragThresholdPx) return;
      press.dragging = true;
      press.element.setAttribute(frameMarks.dragged, '');
      root.setAttribute(frameMarks.dragging, '');
      document.getSelection()?.removeAllRanges();
    }
    event.preventDefault();
    const over = itemAt(document, event.clientX, event.clientY, press);
    if (over?.element === press.over?.element) return;
    press.over?.element.removeAttribute(frameMarks.dropTarget);
    press.over = over && over.index !== press.item.index ? over : undefined;
    press.over?.element.setAttribute(frameMarks.dropTarget, '');
  });

  document.addEventListener('pointerup', (event) => {
    if (!press || event.pointerId !== press.pointerId) return;
    if (press.dragging) {
      // The click that ends a drag is no click on the page.
      swallowClick = true;
      if (press.over)
        editor.post({ type: 'move', list: press.item.list, from: press.item.index, to: press.over.index });
    }
    end();
  });
  document.addEventListener('pointercancel', end);
  // A link or a picture would start the browser's own drag, which ends the pointer's events.
  document.addEventListener('dragstart', (event) => {
    if (press) event.preventDefault();
  });
  window.addEventListener(
    'click',
    (event) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
}
