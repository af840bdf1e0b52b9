import { useCallback, useEffect, useReducer, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { usePageLocation } from '../../islands/navigation';
import { headerMenuReducer, initialHeaderMenuState } from './headerMenuState';

// HeaderNav marks each group's sub-menu and the group's own link with these.
const subMenuSelector = '[data-sub-menu]';
const groupLinkSelector = '[data-group-link]';

/**
 * Wires the header's state machine to pointer, focus, keyboard and navigation
 * events, and moves focus where a closing menu would otherwise hide it.
 */
export function useHeaderMenu() {
  const [state, dispatch] = useReducer(headerMenuReducer, initialHeaderMenuState);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { key } = usePageLocation();

  // A link within the page closes the menus; a link to another page loads that page.
  useEffect(() => {
    dispatch({ type: 'navigate' });
  }, [key]);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // Moving focus between links inside the header must not collapse it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'focusOut' });
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || (!state.expanded && !state.mobileOpen)) return;
      // Focus moves before the state changes, so its focus event finds the menu still open.
      if (state.mobileOpen) {
        // The phone menu's links disappear with it; its button is where focus goes back.
        menuButton.current?.focus();
      } else {
        // Focus stays where it is, unless it is on a sub-menu link the panel is
        // about to hide: then it goes to that group's link, which stays visible.
        const target = event.target instanceof Element ? event.target : null;
        const subMenu = target?.closest(subMenuSelector);
        subMenu?.parentElement?.querySelector<HTMLElement>(groupLinkSelector)?.focus();
      }
      dispatch({ type: 'escape' });
    },
    [state.expanded, state.mobileOpen],
  );

  const toggleMobile = useCallback(() => dispatch({ type: 'toggleMobile' }), []);

  return {
    expanded: state.expanded,
    mobileOpen: state.mobileOpen,
    menuButton,
    toggleMobile,
    headerHandlers: {
      onMouseEnter: () => dispatch({ type: 'pointerEnter' }),
      onMouseLeave: () => dispatch({ type: 'pointerLeave' }),
      onFocus: () => dispatch({ type: 'focusIn' }),
      onBlur,
      onKeyDown,
    },
  };
}
