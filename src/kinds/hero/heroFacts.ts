import type { KindFactsOf } from '../KindFacts';

export const heroFacts: KindFactsOf<'hero'> = {};
