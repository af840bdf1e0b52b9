import type { KindFactsOf } from '../KindFacts';

export const equipmentGroupFacts: KindFactsOf<'equipmentGroup'> = { instrumentTabs: true };
