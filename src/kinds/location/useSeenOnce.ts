import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the moment the element first comes within `rootMargin` of the
 * viewport, and from then on. Without IntersectionObserver it is true at once.
 * Stays false until hydrated, as effects run only in the browser.
 */
export function useSeenOnce(ref: RefObject<Element | null>, { enabled = true, rootMargin = '200px' } = {}): boolean {
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || seen || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, seen, rootMargin]);

  return seen;
}
