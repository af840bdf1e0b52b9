import type { MapSettings } from '../../manifest/site.gen';
import { mapLinks } from './mapLinks';
import type { MapLabels } from './LocationMap';
import * as S from './Location.styles';

interface MapFallbackProps {
  map: MapSettings;
  address: string;
  labels: MapLabels;
  showNotice: boolean;
}

/** Shown in the map's box when there is no map: the address and links to open the position in a map app. */
export function MapFallback({ map, address, labels, showNotice }: MapFallbackProps) {
  const links = mapLinks(map);
  return (
    <S.Fallback>
      {showNotice && <S.Notice>{labels.mapFallback}</S.Notice>}
      <S.FallbackName>{map.label}</S.FallbackName>
      <p>{address}</p>
      <S.FallbackLinks>
        <a href={links.kakao} target="_blank" rel="noopener">{labels.openKakaoMap}</a>
        <a href={links.naver} target="_blank" rel="noopener">{labels.openNaverMap}</a>
      </S.FallbackLinks>
    </S.Fallback>
  );
}
