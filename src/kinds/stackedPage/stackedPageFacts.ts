import type { KindFactsOf } from '../KindFacts';

export const stackedPageFacts: KindFactsOf<'stackedPage'> = {};
