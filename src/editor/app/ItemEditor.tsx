import { useEffect, useMemo, useState } from 'react';
import { valueAt } from '../../manifest/json/pointer';
import type { EditorApi } from './editorApi';
import { isRecord } from '../../manifest/references/manifestShape';
import { pathOf, setAt } from '../saving/jsonEdits';
import { DeleteEntryDialog } from '../entries/DeleteEntryDialog';
import { errorSchemaFor, fieldPointerOf } from '../forms/fieldIds';
import { ItemForm } from '../forms/ItemForm';
import { useFormSchema } from '../forms/useFormSchema';
import type { PanelProblem } from '../problems/PanelProblem';
import { entryName, usesOfEntry, withRenamedUses, withoutEntry } from '../references/referenceUses';
import { focusField } from './focusField';
import { ItemHeader } from './ItemEditor.styles';

export interface FocusRequest {
  fieldId: string;
  /** A new object for each request, so asking twice for one field focuses it twice. */
  serial: number;
}

interface ItemEditorProps {
  api: EditorApi;
  draft: unknown;
  pointer: string;
  title: string;
  /** A line under the title: a page's translation completeness. */
  note?: string;
  /** The item is an entry of a list and may be deleted. */
  deletable: boolean;
  /** The problems to show beside their fields (see problemsOnShow). */
  problems: PanelProblem[];
  focus: FocusRequest | undefined;
  /** A change; `key` names the field typed in, whose typing is one undo step until a pause or `onLeave`. */
  onEdit: (draft: unknown, key: string | undefined) => void;
  /** A field was left: the next typing is a new undo step. */
  onLeave: () => void;
  /** Fields (JSON pointers) someone changed or left: a field left empty shows that it needs filling in. */
  onTouch: (pointers: string[]) => void;
  onDeleted: () => void;
  /** Opens the item and field at a pointer, as a problem does. */
  onOpenField: (pointer: string) => void;
}

/** The form of the item chosen in the navigation, with its problems beside its fields. */
export function ItemEditor({
  api,
  draft,
  pointer,
  title,
  note,
  deletable,
  problems,
  focus,
  onEdit,
  onLeave,
  onTouch,
  onDeleted,
  onOpenField,
}: ItemEditorProps) {
  const [deleting, setDeleting] = useState(false);
  const path = useMemo(() => pathOf(pointer), [pointer]);
  const schema = useFormSchema(pointer, draft);
  const errors = useMemo(() => errorSchemaFor(pointer, problems), [pointer, problems]);
  const value = valueAt(draft, pointer);
  // Every field of the form has an rjsf id ("root_equips_0_modelName"), the editor's own fields too.
  const leftField = (fieldId: string | undefined) => {
    const left = fieldPointerOf(pointer, fieldId);
    if (left) onTouch([left]);
  };
  // A text or a list changed may now be empty (a text cleared may be gone). A part put in or taken
  // out (배경 넣기, 배경 없애기) was not left empty: the fields of a part put in say so once left.
  const changedField = (fieldId: string | undefined, edited: unknown) => {
    const changed = fieldPointerOf(pointer, fieldId);
    if (changed === undefined) return;
    const now = valueAt(edited, changed);
    if (!isRecord(now) && !(now === undefined && isRecord(valueAt(draft, changed)))) onTouch([changed]);
  };

  // Typing in a field joins one undo step; a list changed (an item added, moved or taken out) is a step of its own.
  const typedField = (fieldId: string | undefined, edited: unknown) => {
    const changed = fieldPointerOf(pointer, fieldId);
    if (changed === undefined || Array.isArray(valueAt(edited, changed)) || Array.isArray(valueAt(draft, changed)))
      return undefined;
    return changed;
  };

  useEffect(() => {
    if (focus) focusField(focus.fieldId);
  }, [focus, pointer]);

  // An entry gone from the draft (a discarded new page) gets no form: rjsf would fill it in again.
  // A part of the site not written yet (languages) does, to be filled in.
  if (!schema || (value === undefined && path.length > 1)) return <p>이 항목을 찾을 수 없습니다.</p>;
  const [list, index] = path;
  return (
    <>
      <ItemHeader>
        <div>
          <h2>{title}</h2>
          {note && <p>{note}</p>}
        </div>
        {deletable && (
          <button type="button" onClick={() => setDeleting(true)}>
            이 항목 삭제
          </button>
        )}
      </ItemHeader>
      <div
        onBlur={(event) => {
          onLeave();
          leftField(event.target.id);
        }}
      >
        <ItemForm
          key={pointer}
          schema={schema}
          value={value}
          context={{ manifest: draft, itemPointer: pointer, api, openField: onOpenField }}
          errors={errors}
          onChange={(next, fieldId) => {
            const edited = setAt(draft, path, next);
            const before = deletable ? entryName(value) : undefined;
            onEdit(
              before === undefined ? edited : withRenamedUses(edited, String(list), Number(index), before),
              typedField(fieldId, edited),
            );
            changedField(fieldId, edited);
          }}
        />
      </div>
      {deleting && (
        <DeleteEntryDialog
          name={title}
          uses={usesOfEntry(draft, String(list), Number(index))}
          onClose={() => setDeleting(false)}
          onOpen={(use) => {
            setDeleting(false);
            onOpenField(use);
          }}
          onDelete={(withUses) => {
            setDeleting(false);
            onEdit(
              withoutEntry(
                draft,
                String(list),
                Number(index),
                withUses ? usesOfEntry(draft, String(list), Number(index)) : [],
              ),
              undefined,
            );
            onDeleted();
          }}
        />
      )}
    </>
  );
}
