import type { MapSettings } from '../../manifest/site.gen';
import type { LocalText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../../components/common/InLanguage';
import { mapLinks } from './mapLinks';
import type { MapLabels } from './LocationMap';
import * as S from './Location.styles';

interface MapFallbackProps {
  map: Localized<MapSettings>;
  address?: LocalText;
  labels: MapLabels;
  showNotice: boolean;
}

/** Shown in the map's box when there is no map: the address and links to open the position in a map app. */
export function MapFallback({ map, address, labels, showNotice }: MapFallbackProps) {
  const links = mapLinks(map);
  return (
    <S.Fallback>
      {showNotice && (
        <S.Notice>
          <InLanguage text={labels.mapFallback} />
        </S.Notice>
      )}
      <S.FallbackName>
        <InLanguage text={map.label} />
      </S.FallbackName>
      {address && (
        <p>
          <InLanguage text={address} />
        </p>
      )}
      <S.FallbackLinks>
        <a href={links.kakao} target="_blank" rel="noopener">
          <InLanguage text={labels.openKakaoMap} />
        </a>
        <a href={links.naver} target="_blank" rel="noopener">
          <InLanguage text={labels.openNaverMap} />
        </a>
      </S.FallbackLinks>
    </S.Fallback>
  );
}
