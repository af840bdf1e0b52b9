/**
 * The few parts of the Kakao Maps JavaScript SDK (window.kakao.maps) this site
 * uses, typed by hand from https://apis.map.kakao.com/web/documentation/.
 */

export interface KakaoLatLng {
  getLat(): number;
  getLng(): number;
}

export interface KakaoMap {
  setCenter(position: KakaoLatLng): void;
  /** Re-measures the container after its size changed. */
  relayout(): void;
}

export interface KakaoMarker {
  setMap(map: KakaoMap | null): void;
}

export interface KakaoInfoWindow {
  open(map: KakaoMap, marker: KakaoMarker): void;
  close(): void;
}

export interface KakaoMaps {
  /** With `autoload=false` the SDK fetches the map library only when this is called. */
  load(callback: () => void): void;
  LatLng: new (latitude: number, longitude: number) => KakaoLatLng;
  Map: new (container: HTMLElement, options: { center: KakaoLatLng; level: number }) => KakaoMap;
  Marker: new (options: { position: KakaoLatLng; map?: KakaoMap }) => KakaoMarker;
  InfoWindow: new (options: { content: HTMLElement | string; removable?: boolean }) => KakaoInfoWindow;
}

/** The window as the SDK leaves it. */
export type WindowWithKakao = Window & { kakao?: { maps?: Partial<KakaoMaps> } };
