/** Marks the frame sets on the page's elements; the frame's own style element draws them. */
export const frameMarks = {
  /** The elements whose value the focused field of the editor edits. */
  outline: 'data-preview-outline',
  /** The list item being dragged, and the one it would be dropped on. */
  dragged: 'data-preview-dragged',
  dropTarget: 'data-preview-drop',
  /** On <html> while a drag lasts. */
  dragging: 'data-preview-dragging',
  /** On <html> while a redrawn page is put back where it was: nothing moves or fades in to get there. */
  settling: 'data-preview-settling',
  /** The frame's own style element, which a redraw keeps. */
  style: 'data-preview-frame',
} as const;

// The editor's focus colour (its :focus-visible), so the outline reads as "the field you are in".
const css = `
[data-edit-place] { cursor: pointer; }
[data-edit-place]:hover { outline: 1px dashed #0b5cad; outline-offset: 2px; }
[${frameMarks.outline}] { outline: 3px solid #0b5cad !important; outline-offset: 2px; }
[${frameMarks.dragging}], [${frameMarks.dragging}] * { cursor: grabbing !important; user-select: none; }
[${frameMarks.dragged}] { opacity: 0.5; }
[${frameMarks.settling}] *, [${frameMarks.settling}] *::before, [${frameMarks.settling}] *::after { transition: none !important; animation: none !important; }
[${frameMarks.dropTarget}] { outline: 3px dashed #0b5cad !important; outline-offset: 2px; }
`;

/** Puts the frame's style element into the page's head. */
export function addFrameStyles(document: Document): void {
  const style = document.createElement('style');
  style.setAttribute(frameMarks.style, '');
  style.textContent = css;
  document.head.append(style);
}
