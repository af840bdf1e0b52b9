// A draft in progress survives a reload: kept in the browser under the version
// of the file it started from, so a draft of an older file is never applied to
// a newer one.
const PREFIX = 'lab-site-editor:draft:';

interface StoredDraft {
  version: string;
  manifest: unknown;
}

export function loadDraft(storage: Storage, version: string): unknown {
  const text = storage.getItem(PREFIX + version);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function saveDraft(storage: Storage, { version, manifest }: StoredDraft): void {
  forgetDrafts(storage);
  storage.setItem(PREFIX + version, JSON.stringify(manifest));
}

export function forgetDrafts(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key?.startsWith(PREFIX) ?? false);
  for (const key of keys) storage.removeItem(key);
}
