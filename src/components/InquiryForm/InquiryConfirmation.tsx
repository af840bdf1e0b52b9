import { useEffect, useRef } from 'react';
import { InLanguage } from '../common/InLanguage';
import { useInquiryFormData } from './InquiryFormData';
import * as S from './InquiryForm.styles';

interface InquiryConfirmationProps {
  /** The confirmation with the inquiry's number. */
  message: string;
  onNewInquiry: () => void;
}

/**
 * What takes the stored form's place. The form was as tall as the screen or
 * more, so the page moves this into view, and focus comes to its heading:
 * a screen reader reads it once, as the focused heading, with no live region
 * saying it again.
 */
export function InquiryConfirmation({ message, onNewInquiry }: InquiryConfirmationProps) {
  const { text } = useInquiryFormData();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    // Only as far as needed, below the fixed header (the page's scroll-padding-top), without animation.
    panel.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, []);

  return (
    <S.Confirmation ref={panel}>
      <S.ConfirmationText ref={heading} tabIndex={-1}>
        {message}
      </S.ConfirmationText>
      <S.SecondaryButton type="button" onClick={onNewInquiry}>
        <InLanguage text={text.newInquiry} />
      </S.SecondaryButton>
    </S.Confirmation>
  );
}
