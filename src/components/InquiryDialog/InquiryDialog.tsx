import { useEffect, useRef, type RefObject } from 'react';
import { useSite } from '../../render/SiteContext';
import { InquiryForm } from '../InquiryForm/InquiryForm';
import * as S from './InquiryDialog.styles';

interface InquiryDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after a valid submit; the dialog closes and the opener shows the confirmation. */
  onSubmitted: () => void;
  /** The control that opened the dialog; focus goes back to it on close. */
  opener: RefObject<HTMLElement | null>;
}

/** The inquiry form in a modal dialog (native <dialog>: focus is kept inside, the page behind is inert). */
export function InquiryDialog({ open, onClose, onSubmitted, opener }: InquiryDialogProps) {
  const { inquiryForm: text } = useSite();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) {
      element.close();
      opener.current?.focus();
    }
  }, [open, opener]);

  return (
    <S.Dialog
      ref={dialog}
      aria-labelledby="inquiry-dialog-title"
      onCancel={(event) => {
        // Escape: let React own the open state instead of the browser.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <S.Content>
        <S.Title id="inquiry-dialog-title">{text.dialogTitle}</S.Title>
        <InquiryForm onSubmitted={onSubmitted} onCancel={onClose} showStatus={false} />
      </S.Content>
    </S.Dialog>
  );
}
