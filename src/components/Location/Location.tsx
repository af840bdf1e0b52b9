import type { Location as LocationNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { useSite } from '../../render/SiteContext';
import { Container, SectionBox, SectionTitle } from '../common/layout';
import { CompanyDetails } from '../CompanyDetails/CompanyDetails';
import { MapFallback } from './MapFallback';
import * as S from './Location.styles';

const fields = ['addresses', 'phone', 'email'] as const;

/** The lab's position on a map, its address and directions. */
export function Location({ node }: NodeProps<LocationNode>) {
  const { map } = useSite();
  return (
    <SectionBox id={node.id} $background={node.background}>
      <Container>
        <SectionTitle>{node.title}</SectionTitle>
        <S.MapBox style={{ height: map.heightPx }}>
          <MapFallback showNotice={false} />
        </S.MapBox>
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
    </SectionBox>
  );
}
