import { isJsonObject } from '../shared/jsonEqual';

/**
 * The draft holds what the saved file holds: the same values, whatever order the form
 * put an object's keys in and whatever members it left undefined (a save writes neither).
 * So typing a letter and deleting it leaves nothing unsaved, however many edits it took.
 */
export function sameAsSaved(draft: unknown, saved: unknown): boolean {
  if (draft === saved) return true;
  if (Array.isArray(draft)) {
    return (
      Array.isArray(saved) &&
      draft.length === saved.length &&
      draft.every((item, index) => sameAsSaved(item, saved[index]))
    );
  }
  if (!isJsonObject(draft) || !isJsonObject(saved)) return false;
  const written = (value: Record<string, unknown>) => Object.keys(value).filter((key) => value[key] !== undefined);
  const keys = written(draft);
  return (
    keys.length === written(saved).length &&
    keys.every((key) => Object.hasOwn(saved, key) && sameAsSaved(draft[key], saved[key]))
  );
}
