import { honeypotLabel } from './fieldConstraints';
import * as S from './InquiryForm.styles';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden
 * from screen readers); programs that fill in every field fill this one too,
 * and the server quietly drops what they send.
 */
export function Honeypot() {
  return (
    <S.Honeypot aria-hidden="true">
      <label>
        {honeypotLabel}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </S.Honeypot>
  );
}
