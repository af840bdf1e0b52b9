import { useId } from 'react';
import { withTopic } from '../references/topicParticle';
import { KindOptions } from './KindChoiceField.styles';
import type { PlacementChoice } from './placements';

interface PlacementFieldProps {
  choice: PlacementChoice;
  /** What is being added, in the dialog's words ("장비", "사례"). */
  what: string;
  chosen: readonly string[];
  onChoose: (places: string[]) => void;
}

/** Where the new entry is shown: tabs to join (several for an instrument, one page for a case), or nowhere yet, said plainly. */
export function PlacementField({ choice, what, chosen, onChoose }: PlacementFieldProps) {
  const name = useId();
  const toggle = (list: string, on: boolean) =>
    onChoose(choice.multiple ? (on ? [...chosen, list] : chosen.filter((place) => place !== list)) : on ? [list] : []);
  return (
    <KindOptions>
      <legend>
        {choice.multiple ? '어느 탭에 보일까요? (여러 개를 고를 수 있습니다)' : '어느 페이지에 탭으로 보일까요?'}
      </legend>
      {choice.places.map((place) => (
        <label key={place.list}>
          <input
            type={choice.multiple ? 'checkbox' : 'radio'}
            name={name}
            checked={chosen.includes(place.list)}
            onChange={(event) => toggle(place.list, event.target.checked)}
          />
          <span>{place.label}</span>
        </label>
      ))}
      {!choice.multiple && (
        <label>
          <input type="radio" name={name} checked={chosen.length === 0} onChange={() => onChoose([])} />
          <span>아직 넣지 않기</span>
        </label>
      )}
      {chosen.length === 0 && (
        <small role="status">
          고르지 않으면 새 {withTopic(what)} 어느 페이지에도 보이지 않습니다. 나중에{' '}
          {choice.multiple ? '분야 페이지의 장비 탭에' : '분야 페이지의 탭으로'} 넣을 수 있습니다.
        </small>
      )}
    </KindOptions>
  );
}
