import type { CaseStudy as CaseStudyNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { useSite } from '../../render/SiteContext';
import { useInstrumentTabs } from '../../render/instrumentTabs';
import { SubItemContent } from '../SubItemContent/SubItemContent';

export function CaseStudy({ node }: NodeProps<CaseStudyNode>) {
  const analysisCase = useSite().casesById.get(node.case);
  const tabs = useInstrumentTabs(analysisCase?.instruments);
  // `npm run validate` refuses a manifest whose case reference does not resolve.
  if (!analysisCase) throw new Error(`Unknown case '${node.case}' in section '${node.id}'.`);
  return (
    <SubItemContent id={node.id} title={analysisCase.title} body={analysisCase.body} image={analysisCase.image} tabs={tabs} />
  );
}
