import type { KindFactsOf } from '../KindFacts';

// Its button opens the inquiry form in a dialog.
export const companyContactFacts = {
  showsInDialog: ['inquiryForm'],
  companyFields: ['name', 'representative', 'businessNumber', 'address', 'email', 'hours'],
} as const satisfies KindFactsOf<'companyContact'>;
