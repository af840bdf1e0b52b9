import type { VisitorLanguage } from '../../messages/visitorLanguage';

/** A ticked and an unticked box of the firm's, as the mail and the staff's inbox say them. */
export const checkboxWords: Record<VisitorLanguage, readonly [string, string]> = {
  ko: ['예', '아니요'],
  en: ['Yes', 'No'],
};
