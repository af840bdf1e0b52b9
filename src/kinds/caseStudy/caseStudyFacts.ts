import type { KindFactsOf } from '../KindFacts';

export const caseStudyFacts: KindFactsOf<'caseStudy'> = { caseId: 'case' };
