/**
 * The header's two independent disclosures: the desktop panel that drops down
 * on hover or keyboard focus, and the phone menu opened by its button.
 */
export interface HeaderMenuState {
  expanded: boolean;
  mobileOpen: boolean;
}

export type HeaderMenuEvent =
  | { type: 'pointerEnter' }
  | { type: 'pointerLeave' }
  | { type: 'focusIn' }
  | { type: 'focusOut' }
  | { type: 'escape' }
  | { type: 'toggleMobile' }
  | { type: 'navigate' };

export const initialHeaderMenuState: HeaderMenuState = { expanded: false, mobileOpen: false };

export function headerMenuReducer(state: HeaderMenuState, event: HeaderMenuEvent): HeaderMenuState {
  switch (event.type) {
    case 'pointerEnter':
    case 'focusIn':
      return state.expanded ? state : { ...state, expanded: true };
    case 'pointerLeave':
    case 'focusOut':
      return state.expanded ? { ...state, expanded: false } : state;
    case 'escape':
    case 'navigate':
      return initialHeaderMenuState;
    case 'toggleMobile':
      return { expanded: false, mobileOpen: !state.mobileOpen };
  }
}
