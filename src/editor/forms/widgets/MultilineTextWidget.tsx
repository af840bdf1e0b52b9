import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { referenceOptions } from '../../references/referenceOptions';
import type { EditorFormContext } from '../EditorFormContext';
import { FormattingToolbar } from './formatting/FormattingToolbar';
import { applyEdit, toggleMark, type Selected, type TextEdit } from './formatting/textEdits';
import { GrowingTextarea } from './widgets.styles';

function fitToText(element: HTMLTextAreaElement) {
  element.style.height = 'auto';
  // Nothing is measured where nothing is laid out (a hidden panel); its rows then give the height.
  if (element.scrollHeight > 0)
    element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
}

/** Ctrl (⌘ on a Mac) with a key: what it writes. Not while an input method composes: its keys are the syllable's. */
function shortcutOf(event: KeyboardEvent<HTMLTextAreaElement>): 'bold' | 'italic' | 'link' | undefined {
  if (event.nativeEvent.isComposing || event.keyCode === 229) return undefined;
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return undefined;
  return ({ b: 'bold', i: 'italic', k: 'link' } as const)[event.key.toLowerCase() as 'b' | 'i' | 'k'];
}

/**
 * A text the schema marks as multi-line (a paragraph, a specification line):
 * a box that takes line breaks and grows with its text, so no line hides
 * behind a scrollbar, with the buttons and shortcuts that write a paragraph's
 * formatting. Single-line texts stay inputs, which take no line break.
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
  registry,
}: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const box = useRef<HTMLTextAreaElement>(null);
  const [linking, setLinking] = useState<Selected>();
  // Where the selection goes once an edit the browser could not type has been drawn.
  const selectionAfter = useRef<[number, number]>(undefined);
  useLayoutEffect(() => {
    if (box.current) fitToText(box.current);
    const after = selectionAfter.current;
    if (box.current && after) box.current.setSelectionRange(...after);
    selectionAfter.current = undefined;
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
  const selected = (): Selected => {
    const element = box.current!;
    return { text: element.value, start: element.selectionStart, end: element.selectionEnd };
  };
  const edit = (change: TextEdit) => {
    const element = box.current;
    if (!element || disabled || readonly) return;
    element.focus();
    element.setSelectionRange(change.from, change.to);
    // Written as typing, so the browser's undo takes it back; where it cannot (a test's DOM), as a new value.
    const typed = change.insert !== '' && document.execCommand?.('insertText', false, change.insert);
    if (typed) {
      element.setSelectionRange(...change.selection);
      return;
    }
    selectionAfter.current = change.selection;
    onChange(applyEdit(element.value, change));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const shortcut = shortcutOf(event);
    if (!shortcut) return;
    event.preventDefault();
    if (shortcut === 'link') setLinking(selected());
    else edit(toggleMark(selected(), shortcut === 'bold' ? '**' : '*'));
  };
  const context = registry.formContext as EditorFormContext | undefined;
  return (
    <>
      {!disabled && !readonly && (
        <FormattingToolbar
          boxId={id}
          pages={context ? referenceOptions(context.manifest, 'routes', 'path') : []}
          linking={linking}
          onLinking={setLinking}
          selected={selected}
          onEdit={edit}
        />
      )}
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
        onKeyDown={onKeyDown}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    </>
  );
}
