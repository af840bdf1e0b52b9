import type { MapSettings } from '../../manifest/site.gen';

/** The map's Kakao app key, '' when none is configured: without one there is no map to load. */
export function kakaoAppKey(map: MapSettings): string {
  return map.kakaoAppKey?.trim() ?? '';
}
