import type { ButtonHTMLAttributes, Ref } from 'react';
import { HandleButton } from './DragHandle.styles';

interface DragHandleProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref: Ref<HTMLButtonElement>;
  /** The item's place in its list, counted from 1. */
  place: number;
}

/** The grip an item is dragged by, with the mouse or (Space, arrows, Space) the keyboard. */
export function DragHandle({ ref, place, ...sortable }: DragHandleProps) {
  return (
    <HandleButton
      type="button"
      ref={ref}
      aria-label={`${place}번째 항목 끌어서 옮기기`}
      title="끌어서 옮기기"
      {...sortable}
    >
      <svg width="12" height="18" viewBox="0 0 12 18" aria-hidden="true" focusable="false">
        {[3, 9, 15].flatMap((y) =>
          [3, 9].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.75" fill="currentColor" />),
        )}
      </svg>
    </HandleButton>
  );
}
