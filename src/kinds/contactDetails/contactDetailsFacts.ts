import type { KindFactsOf } from '../KindFacts';

export const contactDetailsFacts: KindFactsOf<'contactDetails'> = {};
