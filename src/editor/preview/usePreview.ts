import { useEffect, useRef, useState } from 'react';
import type { PreviewAnswer } from '../shared/apiContract';
import type { EditorApi } from '../app/editorApi';
import { useDebounced } from '../app/useDebounced';
import { sameAsSaved } from '../saving/sameAsSaved';
import { previewNotes } from './previewNotes';

// Short enough that the page follows each change within 300 ms, long enough
// that a burst of keystrokes draws the page once.
const PREVIEW_AFTER_MS = 50;

/**
 * The draft handed to the preview frame's server: where the frame is and the
 * version it draws. An invalid draft cannot be drawn: the last drawing stays,
 * with a note saying so. When nothing was drawn yet (the editor opened on a
 * draft with a problem left in it) the file as saved is drawn instead; when
 * that cannot be drawn either, the note says why and what to fix, never
 * leaving the pane waiting for a drawing that will not come.
 */
export function usePreview(api: EditorApi, draft: unknown, saved: unknown) {
  const settled = useDebounced(draft, PREVIEW_AFTER_MS);
  const [drawn, setDrawn] = useState<PreviewAnswer | undefined>();
  /** Why the pane does not show the draft as it is now; undefined while it does. */
  const [note, setNote] = useState<string | undefined>();
  /** What the drawing shows: the saved file stands in for a draft that could never be drawn. */
  const drawnFrom = useRef<'draft' | 'saved' | undefined>(undefined);
  const savedNow = useRef(saved);
  savedNow.current = saved;
  useEffect(() => {
    if (settled === undefined) return;
    const controller = new AbortController();
    const { signal } = controller;
    const show = (answer: PreviewAnswer, from: 'draft' | 'saved') => {
      drawnFrom.current = from;
      setDrawn(answer);
    };
    const drawSavedInstead = async () => {
      const fallback =
        savedNow.current !== undefined && !sameAsSaved(settled, savedNow.current)
          ? await api.preview(savedNow.current, signal)
          : undefined;
      if (signal.aborted) return;
      if (fallback?.status === 'drawn') show(fallback.answer, 'saved');
      setNote(
        fallback?.status === 'drawn'
          ? previewNotes.savedShown
          : fallback?.status === 'failed'
            ? fallback.message
            : previewNotes.nothingDrawable,
      );
    };
    api
      .preview(settled, signal)
      .then((outcome) => {
        if (outcome.status === 'drawn') {
          show(outcome.answer, 'draft');
          setNote(undefined);
        } else if (outcome.status === 'failed') setNote(outcome.message);
        else if (drawnFrom.current === undefined) return drawSavedInstead();
        else setNote(drawnFrom.current === 'saved' ? previewNotes.savedShown : previewNotes.lastDrawn);
      })
      // Either request may fail to reach the server; an aborted one was replaced by a newer draft.
      .catch(() => signal.aborted || setNote(previewNotes.unreachable));
    return () => controller.abort();
  }, [api, settled]);
  return { drawn, note };
}
