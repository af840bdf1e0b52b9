import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Backdrop, Panel } from './Dialog.styles';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE =
  'button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), a[href], [tabindex="0"]';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last: focus stays in the box. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent<HTMLElement>): void {
  const controls = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const leaving = event.shiftKey
    ? document.activeElement === first || document.activeElement === panel
    : document.activeElement === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** A modal box: focus moves into it and stays there, Esc closes it, and focus goes back where it was. */
export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => before?.focus?.();
  }, []);
  return (
    <Backdrop
      onKeyDown={(event) => {
        if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <Panel role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={panel}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Panel>
    </Backdrop>
  );
}
