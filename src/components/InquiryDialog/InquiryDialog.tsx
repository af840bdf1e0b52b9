import { useEffect, useId, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../hooks/useHydrated';
import { InquiryForm } from '../InquiryForm/InquiryForm';
import { useInquiryFormData } from '../InquiryForm/InquiryFormData';
import type { SuccessOutcome } from '../InquiryForm/submitOutcome';
import * as S from './InquiryDialog.styles';

interface InquiryDialogProps {
  open: boolean;
  /** Asks the owner to close the dialog (cancel button, Escape, backdrop); also called when the browser closed it. */
  onClose: () => void;
  /** Called after a success; the owner closes the dialog and shows the confirmation. A failure keeps it open. */
  onSuccess: (outcome: SuccessOutcome) => void;
  /** The id of the section that owns the dialog, which the form reports as where it was sent from. */
  section: string;
  /** The route and section the form reports it was sent from. */
  page: string;
  /** The control that opened the dialog; focus goes back to it on close. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * The inquiry form in a modal dialog: a native <dialog> opened with
 * showModal(), so focus stays inside and the page behind is inert. It lives in
 * document.body, away from the section that owns it, so nothing of that
 * section (the full-page scroller's entrance animation, transforms, clipping)
 * reaches it. A portal cannot be rendered on the server, and the dialog starts
 * closed, so the prerendered page and the hydrating render leave it out.
 */
export function InquiryDialog({ open, onClose, onSuccess, section, page, opener }: InquiryDialogProps) {
  const { text } = useInquiryFormData();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const pressedOnBackdrop = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      firstField.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, hydrated]);

  if (!hydrated) return null;
  return createPortal(
    <S.Dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner's state decides whether the dialog is open, not the browser.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // However it closed, including a second Escape that browsers do not let a page cancel.
        onClose();
        opener.current?.focus();
      }}
      // The dialog element itself is only hit outside its content, on the backdrop. Both the
      // press and the release must be there: a text selection dragged out of a field is no click.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <S.Content>
        <S.Title id={titleId}>{text.dialogTitle}</S.Title>
        <InquiryForm section={section} page={page} onSuccess={onSuccess} onCancel={onClose} showStatus={false} firstFieldRef={firstField} />
      </S.Content>
    </S.Dialog>,
    document.body,
  );
}
