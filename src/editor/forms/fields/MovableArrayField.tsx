import { arrayMove } from '@dnd-kit/sortable';
import type { FieldProps } from '@rjsf/utils';
import { DefaultArrayField as ArrayField } from '../rjsfDefaults';
import { MoveItemContext, type MoveItem } from '../sortable/moveItemContext';

/**
 * rjsf's array field, able to move an item any distance in one change: its
 * template only gets one-step moves per item (위로, 아래로), and a drag and drop
 * made of several of those would be several undo steps.
 */
export function MovableArrayField(props: FieldProps) {
  const { formData, fieldPathId, onChange } = props;
  const move: MoveItem = (from, to) => {
    if (Array.isArray(formData)) onChange(arrayMove(formData, from, to), fieldPathId.path);
  };
  return (
    <MoveItemContext.Provider value={move}>
      <ArrayField {...props} />
    </MoveItemContext.Provider>
  );
}
