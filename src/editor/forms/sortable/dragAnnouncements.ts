import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** What a screen reader hears on a handle before lifting it. */
export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    '순서를 바꾸려면 스페이스 키로 항목을 들고, 위아래 화살표 키로 옮긴 뒤 스페이스 키로 내려놓으세요. Esc 키는 옮기기를 취소합니다.',
};

/**
 * What a screen reader hears while an item of a list moves, by place in the
 * list (items have no name common to every list). `ids` gives the items' ids
 * in their order before the move. One object for a list's life: it remembers
 * whether the lifted item has left its place yet, since dnd-kit reports the
 * item over its own place right after lifting it, which would talk over "들었습니다".
 */
export function dragAnnouncements(ids: () => readonly string[]): Announcements {
  const place = (id: string | number) => ids().indexOf(String(id)) + 1;
  let leftItsPlace = false;
  return {
    onDragStart: ({ active }) => {
      leftItsPlace = false;
      return `${place(active.id)}번째 항목을 들었습니다. ${ids().length}개 중 ${place(active.id)}번째 자리입니다.`;
    },
    onDragOver: ({ active, over }) => {
      if (!leftItsPlace && over?.id === active.id) return undefined;
      leftItsPlace = true;
      return over
        ? `${ids().length}개 중 ${place(over.id)}번째 자리입니다.`
        : '목록 밖입니다. 여기서 내려놓으면 제자리로 돌아갑니다.';
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${place(active.id)}번째 항목을 ${place(over.id)}번째 자리에 내려놓았습니다.`
        : `${place(active.id)}번째 항목을 제자리에 내려놓았습니다.`,
    onDragCancel: ({ active }) => `옮기기를 취소했습니다. 항목은 ${place(active.id)}번째 자리에 그대로 있습니다.`,
  };
}
