import type { MapSettings } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';

/** The map's Kakao app key, '' when none is configured: without one there is no map to load. */
export function kakaoAppKey(map: Localized<MapSettings>): string {
  return map.kakaoAppKey?.trim() ?? '';
}
