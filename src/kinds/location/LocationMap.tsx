import { useRef } from 'react';
import type { Labels, MapSettings } from '../../manifest/site.gen';
import { plainText, type LocalText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { kakaoAppKey } from './kakaoAppKey';
import { MapFallback } from './MapFallback';
import { useKakaoMap } from './useKakaoMap';
import { useSeenOnce } from './useSeenOnce';
import * as S from './Location.styles';

export type MapLabels = Required<Pick<Localized<Labels>, 'mapFallback' | 'openKakaoMap' | 'openNaverMap'>>;

export interface LocationMapProps {
  map: Localized<MapSettings>;
  /** The address the fallback shows (addressLine.ts), where the company has one. */
  address?: LocalText;
  labels: MapLabels;
}

/**
 * The lab's position on a Kakao map. The prerendered page shows the address
 * and map links in the map's box; the map replaces them once the box scrolls
 * into view, if an app key is configured (only then is this an island).
 */
export function LocationMap({ map, address, labels }: LocationMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const visible = useSeenOnce(box, { enabled: kakaoAppKey(map) !== '' });
  const status = useKakaoMap(canvas, map, visible);
  return (
    <S.MapBox ref={box} style={{ height: map.heightPx }} data-map-status={status}>
      {status !== 'off' && status !== 'failed' && (
        <S.MapCanvas ref={canvas} role="img" aria-label={plainText(map.label)} />
      )}
      {status !== 'ready' && (
        <MapFallback map={map} address={address} labels={labels} showNotice={status === 'failed'} />
      )}
    </S.MapBox>
  );
}
