import type { KindFactsOf } from '../KindFacts';

// Its button opens the inquiry form in a dialog.
export const companyContactFacts: KindFactsOf<'companyContact'> = { showsInDialog: ['inquiryForm'] };
