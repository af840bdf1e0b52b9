import { useEffect, useState } from 'react';
import type { EditorApi } from '../api/editorApi';
import { useDebounced } from '../app/useDebounced';

// Short enough that the page follows each change within 300 ms, long enough
// that a burst of keystrokes draws the page once.
const PREVIEW_AFTER_MS = 50;

/**
 * The page at `path` drawn from the draft (with the path it was drawn for). An invalid draft cannot be drawn: the
 * last drawing stays, marked stale, until the problems are fixed.
 */
export function usePreview(api: EditorApi, draft: unknown, path: string) {
  const settled = useDebounced(draft, PREVIEW_AFTER_MS);
  const [drawn, setDrawn] = useState<{ html: string; path: string } | undefined>();
  const [stale, setStale] = useState(false);
  useEffect(() => {
    if (settled === undefined) return;
    const controller = new AbortController();
    api.preview(settled, path, controller.signal).then(
      (html) => {
        if (html === undefined) setStale(true);
        else {
          setDrawn({ html, path });
          setStale(false);
        }
      },
      () => controller.signal.aborted || setStale(true),
    );
    return () => controller.abort();
  }, [api, settled, path]);
  return { drawn, stale };
}
