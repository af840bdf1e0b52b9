import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { ReferenceOption } from '../../references/referenceOptions';
import { ChoicePicker } from './ChoicePicker';
import { Detail, Inline, Thumbnail } from './widgets.styles';

const optionText = (option: ReferenceOption) => (option.detail ? `${option.label} · ${option.detail}` : option.label);

/**
 * A reference picked from what exists, so a dangling id cannot be typed. A value
 * naming nothing (left from a text edit) stays listed as missing until replaced.
 */
export function ChoiceWidget({
  id,
  value,
  label,
  onChange,
  onBlur,
  onFocus,
  required,
  disabled,
  readonly,
  rawErrors,
  choices,
}: WidgetProps & { choices: ReferenceOption[] }) {
  const [picking, setPicking] = useState(false);
  const current = typeof value === 'string' ? value : '';
  const chosen = choices.find((option) => option.value === current);
  const withPictures = choices.some((option) => option.thumbnail);
  return (
    <Inline>
      <select
        id={id}
        value={current}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={`${id}__error ${id}__description`}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      >
        <option value="">고르세요</option>
        {current !== '' && !chosen && <option value={current}>{`없는 항목: ${current}`}</option>}
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {optionText(option)}
          </option>
        ))}
      </select>
      {chosen?.thumbnail && <Thumbnail src={chosen.thumbnail} alt="" />}
      {chosen && <Detail>{chosen.value}</Detail>}
      {withPictures && !(disabled || readonly) && (
        <button type="button" aria-label={`${label} 그림으로 고르기`} onClick={() => setPicking(true)}>
          그림으로 고르기
        </button>
      )}
      {picking && (
        <ChoicePicker
          title={`${label} 고르기`}
          choices={choices}
          current={current}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setPicking(false);
            onChange(picked);
          }}
        />
      )}
    </Inline>
  );
}
