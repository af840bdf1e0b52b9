import { useCallback, useEffect, useReducer, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { headerMenuReducer, initialHeaderMenuState } from './headerMenuState';

/** Wires the header's state machine to pointer, focus, keyboard and navigation events. */
export function useHeaderMenu() {
  const [state, dispatch] = useReducer(headerMenuReducer, initialHeaderMenuState);
  const location = useLocation();

  useEffect(() => {
    dispatch({ type: 'navigate' });
  }, [location.pathname, location.hash, location.key]);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // Moving focus between links inside the header must not collapse it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'focusOut' });
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    dispatch({ type: 'escape' });
  }, []);

  return {
    ...state,
    toggleMobile: () => dispatch({ type: 'toggleMobile' }),
    headerHandlers: {
      onMouseEnter: () => dispatch({ type: 'pointerEnter' }),
      onMouseLeave: () => dispatch({ type: 'pointerLeave' }),
      onFocus: () => dispatch({ type: 'focusIn' }),
      onBlur,
      onKeyDown,
    },
  };
}
