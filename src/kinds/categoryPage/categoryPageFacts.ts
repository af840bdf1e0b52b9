import type { KindFactsOf } from '../KindFacts';

export const categoryPageFacts: KindFactsOf<'categoryPage'> = { tabPages: true, labels: ['sectionPageLink'] };
