import { Dialog } from '../ui/Dialog';
import { Actions, LinkButton } from '../ui/Dialog.styles';
import type { ReferenceUse } from '../references/referenceUses';
import { withTopic } from '../references/topicParticle';

interface DeleteEntryDialogProps {
  name: string;
  uses: ReferenceUse[];
  onDelete: (withUses: boolean) => void;
  onClose: () => void;
  /** Opens the field of a use (the dialog closes): staff may prefer to change the page first. */
  onOpen: (pointer: string) => void;
}

/** Deleting an entry pages use says where, each place a link to its field, and offers to take it out of those places too. */
export function DeleteEntryDialog({ name, uses, onDelete, onClose, onOpen }: DeleteEntryDialogProps) {
  if (uses.length === 0) {
    return (
      <Dialog title={`${name} 삭제`} onClose={onClose}>
        <p>{withTopic(name)} 다른 곳에서 쓰이지 않습니다. 삭제할까요?</p>
        <Actions>
          <button type="button" onClick={() => onDelete(false)}>
            삭제
          </button>
          <button type="button" onClick={onClose}>
            취소
          </button>
        </Actions>
      </Dialog>
    );
  }
  return (
    <Dialog title={`${name} 삭제`} onClose={onClose}>
      <p>
        {withTopic(name)} {uses.length}곳에서 쓰입니다.
      </p>
      <ul>
        {uses.map((use) => (
          <li key={use.pointer}>
            <LinkButton type="button" onClick={() => onOpen(use.pointer)}>
              {use.place}
            </LinkButton>
            {!use.removable && ' (뺄 수 없는 항목이라 삭제한 뒤 직접 고쳐야 합니다)'}
          </li>
        ))}
      </ul>
      {/* Uses that cannot be taken out (a link to a section) are fixed by hand: the button says only what it does. */}
      <p>
        {uses.some((use) => use.removable)
          ? '삭제하면 이곳들에서도 빼야 사이트가 올바르게 그려집니다.'
          : '삭제하면 이곳들을 직접 고쳐야 사이트가 올바르게 그려집니다.'}
      </p>
      <Actions>
        <button type="button" onClick={() => onDelete(true)}>
          {uses.some((use) => use.removable) ? '쓰인 곳에서도 빼고 삭제' : '삭제'}
        </button>
        <button type="button" onClick={onClose}>
          취소
        </button>
      </Actions>
    </Dialog>
  );
}
