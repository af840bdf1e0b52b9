import { useEffect, useRef, useState } from 'react';
import type { EditorApi } from '../app/editorApi';

const POLL_MS = 2000;

/**
 * The version on disk when it is no longer `version`: someone changed the file
 * elsewhere (in VS Code). While this page saves, the file changes under its own
 * hand, so answers are ignored until the save tells its new version.
 */
export function useVersionWatch(api: EditorApi, version: string | undefined, saving: boolean): string | undefined {
  const [changed, setChanged] = useState<string | undefined>();
  const ownWrite = useRef(saving);
  ownWrite.current = saving;
  useEffect(() => {
    setChanged(undefined);
    if (version === undefined) return;
    // An answer still on its way when the version changes (a save) speaks of the old one.
    let stale = false;
    const timer = setInterval(() => {
      api.version().then(
        (answer) => stale || ownWrite.current || setChanged(answer.version === version ? undefined : answer.version),
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      stale = true;
      clearInterval(timer);
    };
  }, [api, version]);
  return changed;
}
