import { useEffect, useState } from 'react';
import type { PreviewAnswer } from '../../api';
import type { EditorApi } from '../api/editorApi';
import { useDebounced } from '../app/useDebounced';

// Short enough that the page follows each change within 300 ms, long enough
// that a burst of keystrokes draws the page once.
const PREVIEW_AFTER_MS = 50;

/**
 * The draft handed to the preview frame's server: where the frame is and the
 * version it draws. An invalid draft cannot be drawn: the last drawing stays,
 * marked stale, until the problems are fixed.
 */
export function usePreview(api: EditorApi, draft: unknown) {
  const settled = useDebounced(draft, PREVIEW_AFTER_MS);
  const [drawn, setDrawn] = useState<PreviewAnswer | undefined>();
  const [stale, setStale] = useState(false);
  useEffect(() => {
    if (settled === undefined) return;
    const controller = new AbortController();
    api.preview(settled, controller.signal).then(
      (answer) => {
        if (answer === undefined) setStale(true);
        else {
          setDrawn(answer);
          setStale(false);
        }
      },
      () => controller.signal.aborted || setStale(true),
    );
    return () => controller.abort();
  }, [api, settled]);
  return { drawn, stale };
}
