import type { MapSettings } from '../../manifest/site.gen';

/** Links that open the lab's position in the map apps Korean visitors use. */
export function mapLinks(map: MapSettings) {
  const name = encodeURIComponent(map.label);
  return {
    kakao: `https://map.kakao.com/link/map/${name},${map.latitude},${map.longitude}`,
    naver: `https://map.naver.com/p/search/${name}?c=${map.longitude},${map.latitude},16,0,0,0,dh`,
  };
}
