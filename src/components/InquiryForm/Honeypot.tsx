import { fillMessage } from '../../messages/message';
import { FORM_WORDS } from '../../inquiry/messages/formWords';
import { useInquiryFormData } from './InquiryFormData';
import * as S from './InquiryForm.styles';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden
 * from screen readers); programs that fill in every field fill this one too,
 * and the server quietly drops what they send. Its label is in the page's
 * language, like everything else a page might read out.
 */
export function Honeypot() {
  const { lang } = useInquiryFormData();
  return (
    <S.Honeypot aria-hidden="true">
      <label>
        {fillMessage(FORM_WORDS, 'honeypot-label', {}, lang).message}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </S.Honeypot>
  );
}
