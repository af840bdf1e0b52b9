import type { EquipmentGroup as EquipmentGroupNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { useInstrumentTabs } from '../../render/instrumentTabs';
import { SubItemContent } from '../SubItemContent/SubItemContent';

export function EquipmentGroup({ node }: NodeProps<EquipmentGroupNode>) {
  const tabs = useInstrumentTabs(node.instruments);
  return <SubItemContent id={node.id} title={node.title} body={node.body} image={node.image} tabs={tabs} />;
}
