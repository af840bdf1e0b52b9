import type { KindFactsOf } from '../KindFacts';

export const locationFacts: KindFactsOf<'location'> = { shows: ['map'] };
