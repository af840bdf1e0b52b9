import type { AnalysisCase, CaseStudy as CaseStudyNode } from '../../manifest/site.gen';
import type { ResolvedInstrumentTab } from '../../render/instrumentTabs';
import type { Localized } from '../../render/localize';
import { SubItemContent, type SubItemShared } from '../../components/SubItemContent/SubItemContent';

export interface CaseStudyProps extends SubItemShared {
  node: Localized<CaseStudyNode>;
  /** The case `node.case` names (site.json `cases`). */
  analysisCase: Localized<AnalysisCase>;
  tabs: readonly ResolvedInstrumentTab[];
}

export function CaseStudy({ node, analysisCase, tabs, ...shared }: CaseStudyProps) {
  return (
    <SubItemContent
      id={node.id}
      title={analysisCase.title}
      body={analysisCase.body}
      image={analysisCase.image}
      tabs={tabs}
      {...shared}
    />
  );
}
