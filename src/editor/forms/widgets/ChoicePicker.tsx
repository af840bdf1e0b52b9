import { Dialog } from '../../ui/Dialog';
import { Actions } from '../../ui/Dialog.styles';
import { Choice, Grid, Selected } from '../../ui/ChoiceGrid.styles';
import type { ReferenceOption } from '../../references/referenceOptions';

interface ChoicePickerProps {
  title: string;
  choices: ReferenceOption[];
  current: string;
  onPick: (value: string) => void;
  onClose: () => void;
}

/** What a reference may name, shown with its picture and names, for recognising an instrument or a case at a glance. */
export function ChoicePicker({ title, choices, current, onPick, onClose }: ChoicePickerProps) {
  return (
    <Dialog title={title} onClose={onClose}>
      <Grid aria-label={title}>
        {choices.map((option) => (
          <li key={option.value}>
            <Choice type="button" aria-pressed={option.value === current} onClick={() => onPick(option.value)}>
              {option.thumbnail && <img src={option.thumbnail} alt="" loading="lazy" />}
              <strong>{option.label}</strong>
              {option.detail && <span>{option.detail}</span>}
              {option.value === current && <Selected>지금 고른 항목</Selected>}
            </Choice>
          </li>
        ))}
      </Grid>
      <Actions>
        <button type="button" onClick={onClose}>
          닫기
        </button>
      </Actions>
    </Dialog>
  );
}
