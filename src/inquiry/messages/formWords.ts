import type { NoParams } from '../../messages/message';
import type { VisitorCatalogue } from './visitorMessage';

export interface FormWordParams {
  /**
   * The spam trap's label. People never meet the field (hidden from sight, the
   * tab order and assistive technology); should something still read it out
   * (a reader that ignores aria-hidden, a page without its styles), it speaks
   * the page's language and says what to do.
   */
  'honeypot-label': NoParams;
}

/** Words of the form that belong to no field's check: the code writes them, not site.json. */
export const FORM_WORDS: VisitorCatalogue<FormWordParams> = {
  'honeypot-label': {
    ko: () => ({ message: '이 칸은 비워 두세요' }),
    en: () => ({ message: 'Leave this field empty' }),
  },
};
