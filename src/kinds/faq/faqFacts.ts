import type { KindFactsOf } from '../KindFacts';

export const faqFacts: KindFactsOf<'faq'> = {};
