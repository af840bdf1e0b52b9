import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { DragHandle } from './DragHandle';
import { SortableRow } from './DragHandle.styles';
import { DragHandleContext } from './dragHandleContext';

interface SortableItemProps {
  id: string;
  index: number;
  /** Keeps the handle's element, to give it the focus once its item has moved there. */
  onHandle: (id: string, element: HTMLButtonElement | null) => void;
  children: ReactNode;
}

/** One item of a sortable list: it follows the pointer while dragged, and hands its handle to the item's template. */
export function SortableItem({ id, index, onHandle, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: '순서를 바꿀 수 있는 항목' },
  });
  const handle = (
    <DragHandle
      ref={(element) => {
        setActivatorNodeRef(element);
        onHandle(id, element);
      }}
      place={index + 1}
      {...attributes}
      {...listeners}
    />
  );
  return (
    <SortableRow
      ref={setNodeRef}
      $dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <DragHandleContext.Provider value={handle}>{children}</DragHandleContext.Provider>
    </SortableRow>
  );
}
