import { useSite } from '../../render/SiteContext';
import { mapLinks } from './mapLinks';
import * as S from './Location.styles';

/** Shown in the map's box when there is no map: the address and links to open the position in a map app. */
export function MapFallback({ showNotice }: { showNotice: boolean }) {
  const { map, company, labels } = useSite();
  const links = mapLinks(map);
  return (
    <S.Fallback>
      {showNotice && <S.Notice>{labels.mapFallback}</S.Notice>}
      <S.FallbackName>{map.label}</S.FallbackName>
      <p>{company.address.road}</p>
      <S.FallbackLinks>
        <a href={links.kakao} target="_blank" rel="noopener">{labels.openKakaoMap}</a>
        <a href={links.naver} target="_blank" rel="noopener">{labels.openNaverMap}</a>
      </S.FallbackLinks>
    </S.Fallback>
  );
}
