const CONTROLS = 'input, select, textarea, button';
// Boxes to type in, not a switch beside them (모든 언어 같음) or a picker's button.
const TYPING = 'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]), textarea, select';

/** Within a field of several parts (a text per language): its first empty box, else its first box, else any control. */
function controlIn(element: HTMLElement): HTMLElement | null {
  if (element.matches(CONTROLS)) return element;
  const boxes = [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(TYPING)];
  return boxes.find((box) => box.value === '') ?? boxes[0] ?? element.querySelector<HTMLElement>(CONTROLS);
}

/**
 * Puts the cursor in the field with rjsf id `fieldId`, or in the nearest field
 * that holds it: a problem may name a property not filled in yet, or a whole list.
 */
export function focusField(fieldId: string): boolean {
  const parts = fieldId.split('_');
  for (let length = parts.length; length > 0; length--) {
    const element = document.getElementById(parts.slice(0, length).join('_'));
    const control = element && controlIn(element);
    if (control) {
      control.focus();
      control.scrollIntoView?.({ block: 'center' });
      return true;
    }
  }
  return false;
}
