import type { KindFactsOf } from '../KindFacts';

export const partnersFacts: KindFactsOf<'partners'> = { shows: ['partners'], needs: ['partners'] };
