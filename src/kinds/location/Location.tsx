import type { Location as LocationNode } from '../../manifest/site.gen';
import { defineIsland } from '../../islands/defineIsland';
import type { Localized } from '../../render/localize';
import { FormattedLine } from '../../components/common/FormattedText';
import { TitledSection } from '../../components/common/TitledSection';
import { CompanyDetails, type CompanyDetailsData } from '../../components/CompanyDetails/CompanyDetails';
import { kakaoAppKey } from './kakaoAppKey';
import { locationFacts } from './locationFacts';
import { LocationMap, type LocationMapProps } from './LocationMap';
import * as S from './Location.styles';

const LocationMapIsland = defineIsland('locationMap', LocationMap);

export interface LocationProps {
  node: Localized<LocationNode>;
  details: CompanyDetailsData;
  map: LocationMapProps;
}

/** The lab's position on a map, its address and directions. */
export function Location({ node, details, map }: LocationProps) {
  // Without an app key there is no map to load: the box's address and links are all there is, static.
  const Map = kakaoAppKey(map.map) ? LocationMapIsland : LocationMap;
  return (
    <TitledSection node={node}>
      <Map {...map} />
      <S.Details>
        <CompanyDetails fields={locationFacts.companyFields} details={details} />
        {node.directions && (
          <S.Directions role="list">
            {node.directions.map((line, index) => (
              <li key={index}>
                <FormattedLine text={line} />
              </li>
            ))}
          </S.Directions>
        )}
      </S.Details>
    </TitledSection>
  );
}
