import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTheme } from 'styled-components';
import { hydrateIslands } from '../../islands/hydrateIslands';
import { sectionContent, type SectionRequests } from './sectionContent';

/**
 * Fills a section's panel from the section's own page the first time it is
 * shown, and hydrates the islands in it (its instrument tabs). Until then the
 * panel holds the prerendered link to that page, which stays when the request
 * fails: the visitor can still follow it, and choosing the tab again asks again.
 * Returns whether the content is on its way.
 */
export function useFetchedSection(
  panel: RefObject<HTMLElement | null>,
  section: { id: string; page?: string },
  shown: boolean,
  requests: SectionRequests,
): boolean {
  const { id, page } = section;
  const theme = useTheme();
  const filled = useRef(false);
  const asked = useRef(false);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    // Asked once each time the section is shown, not again while it stays shown.
    if (!shown) asked.current = false;
    if (!shown || !page || filled.current || asked.current) return;
    asked.current = true;
    setLoading(true);
    sectionContent(requests, page, id)
      .then(
        (html) => {
          // Shown, hidden and shown again: both answers are the same request's.
          if (filled.current) return;
          const element = panel.current!;
          element.innerHTML = html;
          filled.current = true;
          return hydrateIslands(element, theme);
          // A failed request leaves the link in place; choosing the tab again asks again.
        },
        () => undefined,
      )
      .finally(() => setLoading(false));
  }, [shown, page, id, panel, theme, requests]);
  return loading;
}
