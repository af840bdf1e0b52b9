const CONTROLS = 'input, select, textarea, button';

/**
 * Puts the cursor in the field with rjsf id `fieldId`, or in the nearest field
 * that holds it: a problem may name a property not filled in yet, or a whole list.
 */
export function focusField(fieldId: string): boolean {
  const parts = fieldId.split('_');
  for (let length = parts.length; length > 0; length--) {
    const element = document.getElementById(parts.slice(0, length).join('_'));
    const control = element?.matches(CONTROLS) ? element : element?.querySelector<HTMLElement>(CONTROLS);
    if (control) {
      control.focus();
      control.scrollIntoView?.({ block: 'center' });
      return true;
    }
  }
  return false;
}
