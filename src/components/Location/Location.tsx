import { useRef } from 'react';
import type { Location as LocationNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { useSite } from '../../render/SiteContext';
import { Container, SectionBox, SectionTitle } from '../common/layout';
import { CompanyDetails } from '../CompanyDetails/CompanyDetails';
import { MapFallback } from './MapFallback';
import { useKakaoMap } from './useKakaoMap';
import { useSeenOnce } from './useSeenOnce';
import * as S from './Location.styles';

const fields = ['addresses', 'phone', 'email'] as const;

/**
 * The lab's position on a Kakao map, its address and directions. The
 * prerendered page shows the address and map links in the map's box; the map
 * replaces them once the box scrolls into view, if an app key is configured.
 */
export function Location({ node }: NodeProps<LocationNode>) {
  const { map } = useSite();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const visible = useSeenOnce(box, { enabled: Boolean(map.kakaoAppKey) });
  const status = useKakaoMap(canvas, map, visible);

  return (
    <SectionBox id={node.id} $background={node.background}>
      <Container>
        <SectionTitle>{node.title}</SectionTitle>
        <S.MapBox ref={box} style={{ height: map.heightPx }} data-map-status={status}>
          {status !== 'off' && status !== 'failed' && (
            <S.MapCanvas ref={canvas} role="img" aria-label={map.label} />
          )}
          {status !== 'ready' && <MapFallback showNotice={status === 'failed'} />}
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
