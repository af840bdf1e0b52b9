import { SUB_ITEM_LABELS } from '../subItemLabels';
import type { KindFactsOf } from '../KindFacts';

// A case's own tabs are instruments, drawn as the equipment group draws them.
export const caseStudyFacts: KindFactsOf<'caseStudy'> = {
  caseId: 'case',
  needs: ['cases', 'instruments'],
  labels: SUB_ITEM_LABELS,
};
