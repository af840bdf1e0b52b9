import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { DocumentAnswer } from '../shared/apiContract';
import type { EditorApi } from '../app/editorApi';
import { draftHistory, startHistory, type DraftAction, type DraftHistory } from './draftHistory';
import { sameAsSaved } from './sameAsSaved';
import { typingPause } from './typingPause';
import {
  forgetDrafts,
  forgetSetAsideDraft,
  loadDraft,
  saveDraft,
  setAsideDraft,
  setAsideDraftOf,
} from './draftStorage';
import { panelSentence } from '../app/panelMessages';

/** The file as last read from (or written to) disk. */
interface DiskState {
  version: string;
  text: string;
  manifest: unknown;
  fileName: string;
}

const reducer = (history: DraftHistory<unknown>, action: DraftAction<unknown>) => draftHistory(history, action);

/**
 * The draft being edited, its undo history and the file it started from. The
 * draft is kept in the browser under the file's version until saved or discarded.
 */
export function useDraft(api: EditorApi, storage: Storage) {
  const [disk, setDisk] = useState<DiskState | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [restored, setRestored] = useState(false);
  const [older, setOlder] = useState<unknown>();
  const [history, dispatch] = useReducer(reducer, undefined, () => startHistory<unknown>(undefined));
  const pause = useMemo(() => typingPause(() => dispatch({ type: 'close' })), []);
  useEffect(() => pause.stop, [pause]);

  const adopt = useCallback(
    (answer: DocumentAnswer, keepDraft: boolean) => {
      const next = { version: answer.version, text: answer.text, manifest: answer.manifest, fileName: answer.fileName };
      const kept = keepDraft ? loadDraft(storage) : undefined;
      // A draft of a file that has changed since is never applied on its own: it
      // might undo the other change. It waits, set aside, for its writer to decide.
      if (kept && kept.version !== answer.version && !sameAsSaved(kept.manifest, answer.manifest))
        setAsideDraft(storage, kept);
      const stored = kept?.version === answer.version ? kept.manifest : undefined;
      if (!keepDraft || stored === undefined) forgetDrafts(storage);
      setDisk(next);
      setRestored(stored !== undefined && !sameAsSaved(stored, answer.manifest));
      setOlder(setAsideDraftOf(storage));
      dispatch({ type: 'reset', value: stored ?? answer.manifest });
    },
    [storage],
  );

  const load = useCallback(
    (keepDraft: boolean) =>
      api.document().then(
        (answer) => {
          if (answer.manifest === null)
            setLoadError(
              panelSentence('document-unreadable', {
                fileName: answer.fileName,
                problem: answer.problems[0]?.message ?? '',
              }),
            );
          else adopt(answer, keepDraft);
        },
        () => setLoadError(panelSentence('server-unreachable', {})),
      ),
    [api, adopt],
  );

  useEffect(() => {
    void load(true);
  }, [load]);

  const draft = history.present;
  // Unsaved means unlike the file as saved, not edited since: typing a letter and deleting it is nothing to save.
  const dirty = disk !== undefined && draft !== undefined && !sameAsSaved(draft, disk.manifest);

  useEffect(() => {
    if (!disk || draft === undefined) return;
    if (dirty) saveDraft(storage, { version: disk.version, manifest: draft });
    else forgetDrafts(storage);
  }, [storage, disk, draft, dirty]);

  return {
    disk,
    loadError,
    draft,
    dirty,
    /** The draft came back from the browser after a reload. */
    restored,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    /** An edit; one with a `key` (a field typed in) joins the open step of that field until a pause or `closeStep`. */
    edit: (value: unknown, key?: string) => {
      dispatch({ type: 'edit', value, key });
      if (key === undefined) pause.stop();
      else pause.typed();
    },
    /** The field was left: what comes next in it is a new step. */
    closeStep: () => {
      pause.stop();
      dispatch({ type: 'close' });
    },
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    /** A draft of an earlier version of the file, kept in the browser and not applied (see `adopt`). */
    older,
    /** Makes the set-aside draft the draft (an edit, so it can be undone); saving it is then up to its writer. */
    takeOlder: () => {
      forgetSetAsideDraft(storage);
      setOlder(undefined);
      if (older !== undefined) dispatch({ type: 'edit', value: older });
    },
    dropOlder: () => {
      forgetSetAsideDraft(storage);
      setOlder(undefined);
    },
    /** Read the file again, dropping the draft. */
    reload: () => load(false),
    /** Back to the file as saved. An edit like any other, so 되돌리기 (Ctrl+Z) brings the discarded draft back. */
    discard: () => {
      if (!disk) return;
      setRestored(false);
      dispatch({ type: 'edit', value: disk.manifest });
    },
    /** The draft was written as `version`: it is now the file on disk. */
    saved: (version: string, text: string) => {
      if (!disk) return;
      setDisk({ ...disk, version, text, manifest: draft });
      setRestored(false);
    },
  };
}

export type Draft = ReturnType<typeof useDraft>;
