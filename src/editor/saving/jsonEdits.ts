// Immutable edits of parsed JSON by path: the draft's states are kept for undo,
// so an edit copies the objects on its path and shares everything else.
import { parsePointer } from '../../manifest/json/pointer';

export type Segment = string | number;

/** A path step as text writes it (a pointer, a form field id): digits are an array index. */
export const segmentOf = (text: string): Segment => (/^\d+$/.test(text) ? Number(text) : text);

/** The path a JSON pointer names ("/routes/2/path" → ["routes", 2, "path"]). */
export const pathOf = (pointer: string): Segment[] => parsePointer(pointer).map(segmentOf);

function copyOf(node: unknown): Record<string, unknown> | unknown[] {
  return Array.isArray(node) ? [...node] : { ...(node as Record<string, unknown>) };
}

/** `root` with the value at `path` replaced (created when absent). */
export function setAt<T>(root: T, path: readonly Segment[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path as [Segment, ...Segment[]];
  const copy = copyOf(root ?? {}) as Record<string, unknown>;
  copy[head] = setAt(copy[head], rest, value);
  return copy as T;
}

/** `root` with the array items at `paths` taken out (each path ends in an index). */
export function removeItems<T>(root: T, paths: readonly (readonly Segment[])[]): T {
  // Deeper items first, and later indexes first within a list, so that taking one
  // out never moves another still to be taken out.
  const ordered = [...paths].sort((a, b) => b.length - a.length || Number(b.at(-1)) - Number(a.at(-1)));
  return ordered.reduce<T>((current, path) => {
    const list = getAt(current, path.slice(0, -1));
    if (!Array.isArray(list)) return current;
    const index = Number(path.at(-1));
    return setAt(
      current,
      path.slice(0, -1),
      list.filter((_, at) => at !== index),
    );
  }, root);
}

function getAt(root: unknown, path: readonly Segment[]): unknown {
  let current = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
