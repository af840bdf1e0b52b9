/** Room left beside a tab brought into view, so the row's edge shadow (scrollRow.ts) does not cover it. */
const edgeRoomPx = 16;

/**
 * Scrolls a sideways-scrolling row just enough to show `item` whole, and
 * nothing else: not the window, as scrollIntoView would, which would pull
 * a visitor reading further down back up to the row.
 */
export function revealInRow(row: HTMLElement | null, item: Element | null | undefined): void {
  if (!row || !item) return;
  const rowBox = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.left < rowBox.left) row.scrollLeft -= rowBox.left - box.left + edgeRoomPx;
  else if (box.right > rowBox.right) row.scrollLeft += box.right - rowBox.right + edgeRoomPx;
}
