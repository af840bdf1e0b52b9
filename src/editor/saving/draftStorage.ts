// A draft in progress survives a reload: kept in the browser under the version
// of the file it started from, so a draft of an older file is never applied to
// a newer one on its own. Such a draft is set aside instead, under a key of its
// own, until the person who wrote it chooses to take it up or to drop it.
const PREFIX = 'lab-site-editor:draft:';
const SET_ASIDE = 'lab-site-editor:older-draft';

export interface StoredDraft {
  version: string;
  manifest: unknown;
}

const parse = (text: string | null): unknown => {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const draftKeys = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );

/** The draft kept in the browser, whatever file version it started from. */
export function loadDraft(storage: Storage): StoredDraft | undefined {
  const key = draftKeys(storage)[0];
  if (key === undefined) return undefined;
  const manifest = parse(storage.getItem(key));
  return manifest === undefined ? undefined : { version: key.slice(PREFIX.length), manifest };
}

export function saveDraft(storage: Storage, { version, manifest }: StoredDraft): void {
  forgetDrafts(storage);
  storage.setItem(PREFIX + version, JSON.stringify(manifest));
}

export function forgetDrafts(storage: Storage): void {
  for (const key of draftKeys(storage)) storage.removeItem(key);
}

/** Moves a draft of an older file out of the way of the drafts of the current one. */
export function setAsideDraft(storage: Storage, draft: StoredDraft): void {
  storage.setItem(SET_ASIDE, JSON.stringify(draft.manifest));
}

export function setAsideDraftOf(storage: Storage): unknown {
  return parse(storage.getItem(SET_ASIDE));
}

export function forgetSetAsideDraft(storage: Storage): void {
  storage.removeItem(SET_ASIDE);
}
