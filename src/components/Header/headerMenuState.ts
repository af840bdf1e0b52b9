/**
 * The header's two disclosures: the desktop panel that drops down on hover or
 * keyboard focus, and the phone menu opened by its button.
 */
export interface HeaderMenuState {
  /** The desktop panel with every group's sub-menu is shown. */
  expanded: boolean;
  /** The phone menu is open. */
  mobileOpen: boolean;
  /** The pointer is over the header; focus leaving then keeps the panel open. */
  pointerInside: boolean;
}

export type HeaderMenuEvent =
  | { type: 'pointerEnter' }
  | { type: 'pointerLeave' }
  | { type: 'focusIn' }
  | { type: 'focusOut' }
  | { type: 'escape' }
  | { type: 'toggleMobile' }
  | { type: 'navigate' };

export const initialHeaderMenuState: HeaderMenuState = { expanded: false, mobileOpen: false, pointerInside: false };

export function headerMenuReducer(state: HeaderMenuState, event: HeaderMenuEvent): HeaderMenuState {
  switch (event.type) {
    case 'pointerEnter':
      return { ...state, pointerInside: true, expanded: true };
    case 'pointerLeave':
      // Leaving collapses even when a link inside keeps focus: a clicked link
      // keeps it, and the panel must not stay open under a mouse that left.
      return { ...state, pointerInside: false, expanded: false };
    case 'focusIn':
      // Also after Escape: moving focus again is asking for the panel again.
      return state.expanded ? state : { ...state, expanded: true };
    case 'focusOut':
      return state.pointerInside || !state.expanded ? state : { ...state, expanded: false };
    case 'escape':
    case 'navigate':
      return state.expanded || state.mobileOpen ? { ...state, expanded: false, mobileOpen: false } : state;
    case 'toggleMobile':
      return { ...state, expanded: false, mobileOpen: !state.mobileOpen };
  }
}
