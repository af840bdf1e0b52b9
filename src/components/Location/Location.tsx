import type { Location as LocationNode } from '../../manifest/site.gen';
import { defineIsland } from '../../islands/defineIsland';
import type { NodeProps } from '../../render/nodes';
import { useSite } from '../../render/SiteContext';
import { Container, SectionTitle } from '../common/layout';
import { Section } from '../common/Section';
import { CompanyDetails } from '../CompanyDetails/CompanyDetails';
import { kakaoAppKey } from './kakaoAppKey';
import { LocationMap } from './LocationMap';
import * as S from './Location.styles';

const LocationMapIsland = defineIsland('locationMap', LocationMap);

const fields = ['addresses', 'phone', 'email'] as const;

/** The lab's position on a map, its address and directions. */
export function Location({ node }: NodeProps<LocationNode>) {
  const { map, company, labels } = useSite();
  const mapProps = {
    map,
    address: company.address.road,
    labels: { mapFallback: labels.mapFallback, openKakaoMap: labels.openKakaoMap, openNaverMap: labels.openNaverMap },
  };
  // Without an app key there is no map to load: the box's address and links are all there is, static.
  const Map = kakaoAppKey(map) ? LocationMapIsland : LocationMap;
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        <SectionTitle>{node.title}</SectionTitle>
        <Map {...mapProps} />
        <S.Details>
          <CompanyDetails fields={fields} />
          {node.directions && (
            <S.Directions role="list">
              {node.directions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </S.Directions>
          )}
        </S.Details>
      </Container>
    </Section>
  );
}
