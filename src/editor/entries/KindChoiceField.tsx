import { useId } from 'react';
import type { KindChoice } from './newEntry';
import { KindOptions } from './KindChoiceField.styles';

interface KindChoiceFieldProps {
  choice: KindChoice;
  chosen: string | undefined;
  onChoose: (kind: string) => void;
}

/** Which kind the new entry is (a page: scrolled, stacked or by tabs), each with what it looks like. */
export function KindChoiceField({ choice, chosen, onChoose }: KindChoiceFieldProps) {
  const name = useId();
  return (
    <KindOptions>
      <legend>{choice.label}</legend>
      {choice.options.map((option) => (
        <label key={option.kind}>
          <input
            type="radio"
            name={name}
            value={option.kind}
            checked={chosen === option.kind}
            required
            aria-describedby={`${name}-${option.kind}`}
            onChange={() => onChoose(option.kind)}
          />
          <span>
            <strong>{option.title}</strong>
            {option.description && <small id={`${name}-${option.kind}`}>{option.description}</small>}
          </span>
        </label>
      ))}
    </KindOptions>
  );
}
