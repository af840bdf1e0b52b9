import { companyDetails } from '../../render/resolve/sharedProps';
import { addressLine } from '../../components/CompanyDetails/addressLine';
import type { Kind } from '../Kind';
import { needed, neededLabels } from '../needed';
import { locationFacts } from './locationFacts';
import { Location, type LocationProps } from './Location';

export const locationKind: Kind<'location', LocationProps> = {
  resolve: (node, site) => {
    const { map, company, labels } = site.manifest;
    const address = addressLine(company.address);
    return {
      node,
      details: companyDetails(site),
      map: {
        map: needed(map, 'map'),
        ...(address && { address }),
        labels: neededLabels(labels, locationFacts.labels),
      },
    };
  },
  Component: Location,
};
