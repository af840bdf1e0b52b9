import { parsePointer } from '../../manifest/json/pointer';
import type { EditorApi } from '../app/editorApi';
import { pathOfFieldId } from './fieldIds';

/** What the editor's own controls need beyond their field: the whole draft (to offer what exists) and the server. */
export interface EditorFormContext {
  manifest: unknown;
  /** Pointer of the value the form edits. */
  itemPointer: string;
  api: EditorApi;
  /** Opens the item and field at a pointer (a link listed by a delete dialog). */
  openField?: (pointer: string) => void;
}

/** The path in the manifest of the field with rjsf id `id`. */
export function manifestPathOf(context: EditorFormContext, id: string): (string | number)[] {
  return [...parsePointer(context.itemPointer), ...pathOfFieldId(id)];
}
