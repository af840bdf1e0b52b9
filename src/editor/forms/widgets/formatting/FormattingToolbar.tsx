import { useId, useState, type KeyboardEvent } from 'react';
import type { ReferenceOption } from '../../../references/referenceOptions';
import { Bar, LinkRow } from './FormattingToolbar.styles';
import { insertLink, toggleList, toggleMark, type Selected, type TextEdit } from './textEdits';

interface FormattingToolbarProps {
  /** The box the buttons format. */
  boxId: string;
  /** The pages a link may lead to, offered as the address is typed. */
  pages: readonly ReferenceOption[];
  /** Whether the link row is open (a shortcut in the box opens it too), and the selection it will link. */
  linking: Selected | undefined;
  onLinking: (selected: Selected | undefined) => void;
  /** The box's text and selection now. */
  selected: () => Selected;
  onEdit: (edit: TextEdit) => void;
}

/**
 * Buttons that write a paragraph's formatting (docs/editing.md, "글 꾸미기")
 * for staff who do not know its marks: bold, italic, a link, a list. They
 * change the text as typing would, so what they wrote shows in the box and the
 * browser's undo takes it back.
 */
export function FormattingToolbar({ boxId, pages, linking, onLinking, selected, onEdit }: FormattingToolbarProps) {
  const [address, setAddress] = useState('');
  const listId = useId();
  const addressId = useId();
  const close = () => {
    onLinking(undefined);
    setAddress('');
    document.getElementById(boxId)?.focus();
  };
  const link = () => {
    const href = address.trim();
    if (!linking || href === '') return;
    onEdit(insertLink(linking, href));
    onLinking(undefined);
    setAddress('');
  };
  const onAddressKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      link();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  return (
    <>
      <Bar role="toolbar" aria-label="글 꾸미기" aria-controls={boxId}>
        <button
          type="button"
          aria-keyshortcuts="Control+B"
          title="굵게 (Ctrl+B)"
          onClick={() => onEdit(toggleMark(selected(), '**'))}
        >
          <strong>굵게</strong>
        </button>
        <button
          type="button"
          aria-keyshortcuts="Control+I"
          title="기울임 (Ctrl+I)"
          onClick={() => onEdit(toggleMark(selected(), '*'))}
        >
          <em>기울임</em>
        </button>
        <button type="button" aria-keyshortcuts="Control+K" title="링크 (Ctrl+K)" onClick={() => onLinking(selected())}>
          링크
        </button>
        <button type="button" title="줄마다 글머리표" onClick={() => onEdit(toggleList(selected(), false))}>
          • 목록
        </button>
        <button type="button" title="줄마다 번호" onClick={() => onEdit(toggleList(selected(), true))}>
          1. 번호 목록
        </button>
      </Bar>
      {linking && (
        <LinkRow role="group" aria-label="링크 넣기">
          <label htmlFor={addressId}>링크 주소</label>
          <input
            id={addressId}
            type="text"
            list={listId}
            value={address}
            // The row opens because the person asked for it, to type the address at once.
            autoFocus
            placeholder="/privacy 또는 https://…"
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={onAddressKey}
          />
          <datalist id={listId}>
            {pages.map((page) => (
              <option key={page.value} value={page.value}>
                {page.label}
              </option>
            ))}
          </datalist>
          <button type="button" onClick={link} disabled={address.trim() === ''}>
            넣기
          </button>
          <button type="button" onClick={close}>
            취소
          </button>
        </LinkRow>
      )}
    </>
  );
}
