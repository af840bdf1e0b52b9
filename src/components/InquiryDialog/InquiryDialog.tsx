import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../hooks/useHydrated';
import { InquiryForm } from '../InquiryForm/InquiryForm';
import { plainText } from '../../manifest/language/localText';
import { InLanguage } from '../common/InLanguage';
import { useInquiryFormData } from '../InquiryForm/InquiryFormData';
import type { SuccessOutcome } from '../InquiryForm/submitOutcome';
import * as S from './InquiryDialog.styles';

interface InquiryDialogProps {
  open: boolean;
  /** Asks the owner to close the dialog (close and cancel buttons, Escape, backdrop); also called when the browser closed it. */
  onClose: () => void;
  /** Called after a success, which the dialog confirms in place of the form until it is closed. */
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
 * Closing keeps what was typed; once an inquiry is stored, the next opening
 * starts an empty form instead of its confirmation.
 */
export function InquiryDialog({ open, onClose, onSuccess, section, page, opener }: InquiryDialogProps) {
  const { text } = useInquiryFormData();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const pressedOnBackdrop = useRef(false);
  const hydrated = useHydrated();
  // Whether the form shows a stored inquiry's confirmation, which a new opening replaces with an empty form.
  const confirming = useRef(false);
  const [round, setRound] = useState(0);

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
        if (!confirming.current) return;
        confirming.current = false;
        setRound((current) => current + 1);
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
      <S.Header>
        <S.Title id={titleId}>
          <InLanguage text={text.dialogTitle} />
        </S.Title>
        <S.CloseButton type="button" aria-label={plainText(text.close)} onClick={onClose}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
            <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </S.CloseButton>
      </S.Header>
      <S.Content>
        <InquiryForm
          key={round}
          section={section}
          page={page}
          onSuccess={(outcome) => {
            confirming.current = outcome.kind === 'stored';
            onSuccess(outcome);
          }}
          onNewInquiry={() => {
            confirming.current = false;
          }}
          onCancel={onClose}
          firstFieldRef={firstField}
        />
      </S.Content>
    </S.Dialog>,
    document.body,
  );
}
