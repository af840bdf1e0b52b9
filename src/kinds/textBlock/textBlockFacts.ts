import type { KindFactsOf } from '../KindFacts';

// A page's sections are mostly one of a kind each (one hero, one greeting), so a new one is a text block.
export const textBlockFacts: KindFactsOf<'textBlock'> = { startsAdded: true };
