import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useContext, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { dragAnnouncements, dragInstructions } from './dragAnnouncements';
import { MoveItemContext } from './moveItemContext';
import { SortableItem } from './SortableItem';

// The lists run top to bottom: an item dragged sideways stays in its column.
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface SortableItemsProps {
  /** rjsf's drawn items, keyed by its stable item keys. */
  items: ReactElement[];
  locked: boolean;
}

/**
 * The items of one array field, reordered by dragging a handle with the
 * pointer or the keyboard. A drop is one change of the form (one undo step);
 * a list of one item, or a locked one, has no handles.
 */
export function SortableItems({ items, locked }: SortableItemsProps) {
  const move = useContext(MoveItemContext);
  const ids = items.map((item, index) => String(item.key ?? index));
  const currentIds = useRef(ids);
  currentIds.current = ids;
  const announcements = useMemo(() => dragAnnouncements(() => currentIds.current), []);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string } | undefined>();
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // rjsf keys an array changed from outside by place, so the moved item is now drawn
  // under the handle of its new place: a keyboard user keeps holding the item they moved.
  useEffect(() => {
    if (focusAfterMove) handles.current.get(focusAfterMove.id)?.focus();
  }, [focusAfterMove]);

  if (locked || !move || items.length < 2) return <>{items}</>;

  const drop = ({ active, over, activatorEvent }: DragEndEvent) => {
    const from = ids.indexOf(String(active.id));
    const to = over ? ids.indexOf(String(over.id)) : -1;
    if (from < 0 || to < 0 || from === to) return;
    move(from, to);
    if (activatorEvent instanceof KeyboardEvent) setFocusAfterMove({ id: ids[to]! });
  };
  const keepHandle = (id: string, element: HTMLButtonElement | null) => {
    if (element) handles.current.set(id, element);
    else handles.current.delete(id);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      accessibility={{ announcements, screenReaderInstructions: dragInstructions, restoreFocus: false }}
      onDragEnd={drop}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {items.map((item, index) => (
          <SortableItem key={ids[index]} id={ids[index]!} index={index} onHandle={keepHandle}>
            {item}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}
