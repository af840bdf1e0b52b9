import { SUB_ITEM_LABELS } from '../subItemLabels';
import type { KindFactsOf } from '../KindFacts';

export const equipmentGroupFacts: KindFactsOf<'equipmentGroup'> = {
  instrumentTabs: true,
  needs: ['instruments'],
  labels: SUB_ITEM_LABELS,
};
