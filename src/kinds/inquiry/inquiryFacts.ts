import type { KindFactsOf } from '../KindFacts';

// The form is drawn in place, without scripts too.
export const inquiryFacts: KindFactsOf<'inquiry'> = { shows: ['inquiryForm'] };
