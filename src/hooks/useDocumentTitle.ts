import { useEffect } from 'react';

/** Keeps the tab's title in step with the page after client-side navigation (the prerendered HTML has it already). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
