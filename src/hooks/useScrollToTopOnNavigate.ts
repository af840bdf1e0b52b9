import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link to another page starts at its top, as a full page load would.
 * Hash links are left to the page (it scrolls to the section), and Back/Forward
 * to the browser's own scroll restoration.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);

  useEffect(() => {
    const changedPage = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (changedPage && !hash && navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
