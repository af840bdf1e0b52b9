import { useId, useState } from 'react';
import { Dialog } from '../common/Dialog';
import { Actions } from '../common/Dialog.styles';
import type { EntryKey } from './entryKey';

interface AddEntryDialogProps {
  title: string;
  /** What the name is called for this list ("탭 이름", "사례 제목"). */
  nameLabel: string;
  entryKey: EntryKey;
  takenKeys: string[];
  onAdd: (key: string, name: string) => void;
  onClose: () => void;
}

/** A new entry's name, and its id or address proposed from the name (and checked as typed) until staff write their own. */
export function AddEntryDialog({ title, nameLabel, entryKey, takenKeys, onAdd, onClose }: AddEntryDialogProps) {
  const nameId = useId();
  const idId = useId();
  const [name, setName] = useState('');
  const [ownId, setOwnId] = useState<string | undefined>();
  const id = ownId ?? entryKey.propose(name, takenKeys);
  const check = entryKey.check(id, takenKeys);
  const nameMissing = name.trim() === '';
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (check.ok && !nameMissing) onAdd(id, name.trim());
        }}
      >
        <p>
          <label htmlFor={nameId}>{nameLabel}</label>
          <br />
          <input id={nameId} value={name} required onChange={(event) => setName(event.target.value)} />
        </p>
        <p>
          <label htmlFor={idId}>{entryKey.label}</label>
          <br />
          <input id={idId} value={id} spellCheck={false} aria-invalid={!check.ok} aria-describedby={`${idId}-check`} onChange={(event) => setOwnId(event.target.value)} />
          <br />
          <small id={`${idId}-check`} role="status">
            {check.ok ? '쓸 수 있습니다.' : check.message}
          </small>
        </p>
        <Actions>
          <button type="submit" disabled={!check.ok || nameMissing}>
            추가
          </button>
          <button type="button" onClick={onClose}>
            취소
          </button>
        </Actions>
      </form>
    </Dialog>
  );
}
