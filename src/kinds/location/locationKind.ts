import { companyDetails } from '../../render/resolve/sharedProps';
import type { Kind } from '../Kind';
import { Location, type LocationProps } from './Location';

export const locationKind: Kind<'location', LocationProps> = {
  resolve: (node, site) => {
    const { map, company, labels } = site.manifest;
    return {
      node,
      details: companyDetails(site),
      map: {
        map,
        address: company.address.road,
        labels: {
          mapFallback: labels.mapFallback,
          openKakaoMap: labels.openKakaoMap,
          openNaverMap: labels.openNaverMap,
        },
      },
    };
  },
  Component: Location,
};
