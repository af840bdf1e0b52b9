import { useId, useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { Actions } from '../ui/Dialog.styles';
import type { EntryKey } from './entryKey';
import { KindChoiceField } from './KindChoiceField';
import type { KindChoice } from './newEntry';
import { PlacementField } from './PlacementField';
import type { PlacementChoice } from './placements';

interface AddEntryDialogProps {
  title: string;
  /** What the name is called for this list ("탭 이름", "사례 제목"). */
  nameLabel: string;
  entryKey: EntryKey;
  takenKeys: string[];
  /** A kind to choose before the entry is added (a page's kind). */
  kindChoice?: KindChoice;
  /** Where the new entry can be shown (an instrument's tabs, a case's page), asked before it is added. */
  placement?: { choice: PlacementChoice; what: string; initial: string[] };
  onAdd: (key: string, name: string, kind: string | undefined, places: string[]) => void;
  onClose: () => void;
}

/** A new entry's name, and its id or address proposed from the name (and checked as typed) until staff write their own. */
export function AddEntryDialog({
  title,
  nameLabel,
  entryKey,
  takenKeys,
  kindChoice,
  placement,
  onAdd,
  onClose,
}: AddEntryDialogProps) {
  const nameId = useId();
  const idId = useId();
  const [name, setName] = useState('');
  const [ownId, setOwnId] = useState<string | undefined>();
  const id = ownId ?? entryKey.propose(name, takenKeys);
  const check = entryKey.check(id, takenKeys);
  const [kind, setKind] = useState<string | undefined>();
  const [places, setPlaces] = useState<string[]>(placement?.initial ?? []);
  const ready = check.ok && name.trim() !== '' && (kindChoice === undefined || kind !== undefined);
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onAdd(id, name.trim(), kind, places);
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
          <input
            id={idId}
            value={id}
            spellCheck={false}
            aria-invalid={!check.ok}
            aria-describedby={`${idId}-check`}
            onChange={(event) => setOwnId(event.target.value)}
          />
          <br />
          <small id={`${idId}-check`} role="status">
            {check.ok ? '쓸 수 있습니다.' : check.message}
          </small>
        </p>
        {kindChoice && <KindChoiceField choice={kindChoice} chosen={kind} onChoose={setKind} />}
        {placement && (
          <PlacementField choice={placement.choice} what={placement.what} chosen={places} onChoose={setPlaces} />
        )}
        <Actions>
          <button type="submit" disabled={!ready}>
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
