import { resolveInstrumentTabs } from '../../render/instrumentTabs';
import { subItemShared } from '../../render/resolve/sharedProps';
import type { Kind } from '../Kind';
import { EquipmentGroup, type EquipmentGroupProps } from './EquipmentGroup';

export const equipmentGroupKind: Kind<'equipmentGroup', EquipmentGroupProps> = {
  resolve: (node, site) => ({
    node,
    tabs: resolveInstrumentTabs(node, site.instrumentsById),
    ...subItemShared(site),
  }),
  Component: EquipmentGroup,
};
