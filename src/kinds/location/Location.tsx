import type { Location as LocationNode } from '../../manifest/site.gen';
import { defineIsland } from '../../islands/defineIsland';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../../components/common/InLanguage';
import { Container, SectionTitle } from '../../components/common/layout';
import { Section } from '../../components/common/Section';
import { CompanyDetails, type CompanyDetailsData } from '../../components/CompanyDetails/CompanyDetails';
import { kakaoAppKey } from './kakaoAppKey';
import { LocationMap, type LocationMapProps } from './LocationMap';
import * as S from './Location.styles';

const LocationMapIsland = defineIsland('locationMap', LocationMap);

const fields = ['addresses', 'phone', 'email', 'hours'] as const;

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
    <Section id={node.id} background={node.background}>
      <Container>
        <SectionTitle>
          <InLanguage text={node.title} />
        </SectionTitle>
        <Map {...map} />
        <S.Details>
          <CompanyDetails fields={fields} details={details} />
          {node.directions && (
            <S.Directions role="list">
              {node.directions.map((line, index) => (
                <li key={index}>
                  <InLanguage text={line} />
                </li>
              ))}
            </S.Directions>
          )}
        </S.Details>
      </Container>
    </Section>
  );
}
