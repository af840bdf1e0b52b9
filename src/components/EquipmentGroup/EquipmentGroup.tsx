import type { EquipmentGroup as EquipmentGroupNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { SubItemContent } from '../SubItemContent/SubItemContent';

export function EquipmentGroup({ node }: NodeProps<EquipmentGroupNode>) {
  return (
    <SubItemContent id={node.id} title={node.title} body={node.body} image={node.image} instrumentIds={node.instruments} />
  );
}
