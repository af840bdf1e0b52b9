import { useState, type MouseEvent } from 'react';
import { toPointer, valueAt } from '../../../manifest/json/pointer';
import { breadcrumb } from '../../../manifest/location/breadcrumb';
import { isRecord } from '../../../manifest/references/manifestShape';
import { DeleteEntryDialog } from '../../entries/DeleteEntryDialog';
import { usesOfItem } from '../../references/itemUses';
import { manifestPathOf, type EditorFormContext } from '../EditorFormContext';

interface RemoveItemButtonProps {
  label: string;
  disabled: boolean;
  /** The rjsf id of the item ("root_2"). */
  fieldId: string;
  context: EditorFormContext;
  onRemove: (event: MouseEvent) => void;
}

/**
 * 삭제 on a list item. An item with parts of its own (a partner, a menu entry,
 * a section) is something visitors see, so it is asked about first, in the
 * dialog deleting an instrument shows, with any links to it (issue 28); a line
 * of a text (a spec line, a paragraph) goes at once, as typing would take it.
 */
export function RemoveItemButton({ label, disabled, fieldId, context, onRemove }: RemoveItemButtonProps) {
  const [asking, setAsking] = useState(false);
  const pointer = toPointer(manifestPathOf(context, fieldId));
  const item = valueAt(context.manifest, pointer);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        disabled={disabled}
        onClick={(event) => (isRecord(item) ? setAsking(true) : onRemove(event))}
      >
        삭제
      </button>
      {asking && (
        <DeleteEntryDialog
          name={breadcrumb(pointer, context.manifest, 'ko').split(' › ').at(-1)!}
          uses={usesOfItem(context.manifest, pointer)}
          onClose={() => setAsking(false)}
          onOpen={(use) => {
            setAsking(false);
            context.openField?.(use);
          }}
          onDelete={() => {
            setAsking(false);
            // rjsf's own removal reads nothing of the event but its default.
            onRemove({ preventDefault: () => undefined } as MouseEvent);
          }}
        />
      )}
    </>
  );
}
