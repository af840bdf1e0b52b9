import type { MapSettings } from '../../manifest/site.gen';
import { plainText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';

/** Links that open the lab's position in the map apps Korean visitors use. */
export function mapLinks(map: Localized<MapSettings>) {
  const name = encodeURIComponent(plainText(map.label));
  return {
    kakao: `https://map.kakao.com/link/map/${name},${map.latitude},${map.longitude}`,
    naver: `https://map.naver.com/p/search/${name}?c=${map.longitude},${map.latitude},16,0,0,0,dh`,
  };
}
