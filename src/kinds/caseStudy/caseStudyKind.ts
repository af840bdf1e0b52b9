import { resolveInstrumentTabs } from '../../render/instrumentTabs';
import { subItemShared } from '../../render/resolve/sharedProps';
import type { Kind } from '../Kind';
import { CaseStudy, type CaseStudyProps } from './CaseStudy';

export const caseStudyKind: Kind<'caseStudy', CaseStudyProps> = {
  resolve: (node, site) => {
    const analysisCase = site.casesById.get(node.case);
    // `npm run validate` refuses a manifest whose case reference does not resolve.
    if (!analysisCase) throw new Error(`Unknown case '${node.case}' in section '${node.id}'.`);
    return {
      node,
      analysisCase,
      tabs: resolveInstrumentTabs(analysisCase, site.instrumentsById),
      ...subItemShared(site),
    };
  },
  Component: CaseStudy,
};
