import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Backdrop, Panel } from './Dialog.styles';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal box: focus moves into it, Esc closes it, and focus goes back where it was. */
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
