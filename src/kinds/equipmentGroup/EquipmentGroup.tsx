import type { EquipmentGroup as EquipmentGroupNode } from '../../manifest/site.gen';
import type { ResolvedInstrumentTab } from '../../render/instrumentTabs';
import type { Localized } from '../../render/localize';
import { SubItemContent, type SubItemShared } from '../../components/SubItemContent/SubItemContent';

export interface EquipmentGroupProps extends SubItemShared {
  node: Localized<EquipmentGroupNode>;
  tabs: readonly ResolvedInstrumentTab[];
}

export function EquipmentGroup({ node, tabs, ...shared }: EquipmentGroupProps) {
  return <SubItemContent id={node.id} title={node.title} body={node.body} image={node.image} tabs={tabs} {...shared} />;
}
