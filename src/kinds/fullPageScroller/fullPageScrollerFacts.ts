import type { KindFactsOf } from '../KindFacts';

export const fullPageScrollerFacts: KindFactsOf<'fullPageScroller'> = {};
