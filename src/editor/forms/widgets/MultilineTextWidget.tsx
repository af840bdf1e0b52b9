import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef } from 'react';
import { GrowingTextarea } from './widgets.styles';

function fitToText(element: HTMLTextAreaElement) {
  element.style.height = 'auto';
  // Nothing is measured where nothing is laid out (a hidden panel); its rows then give the height.
  if (element.scrollHeight > 0)
    element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
}

/**
 * A text the schema marks as multi-line (a paragraph, a specification line):
 * a box that takes line breaks and grows with its text, so no line hides
 * behind a scrollbar. Single-line texts stay inputs, which take no line break.
 */
export function MultilineTextWidget({
  id,
  value,
  options,
  required,
  disabled,
  readonly,
  autofocus,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    if (box.current) fitToText(box.current);
  }, [text]);
  // A narrower column wraps the text onto more lines, which the box would hide: it fits again when its width changes.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fitToText(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <GrowingTextarea
      ref={box}
      id={id}
      name={id}
      rows={2}
      value={text}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
