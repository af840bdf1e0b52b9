import type { WidgetProps } from '@rjsf/utils';
import { Inline } from './widgets.styles';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour picker beside the text, so a colour can also be typed or pasted as "#0b2545". */
export function ColorWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  label,
  disabled,
  readonly,
  required,
  rawErrors,
}: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  return (
    <Inline>
      <input
        type="color"
        aria-label={`${label} 고르기`}
        value={HEX.test(text) ? text.toLowerCase() : '#000000'}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        type="text"
        value={text}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={`${id}__error ${id}__description`}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    </Inline>
  );
}
