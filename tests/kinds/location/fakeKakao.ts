import { vi } from 'vitest';
import type { KakaoMaps, WindowWithKakao } from '../../../src/kinds/location/kakaoMaps.types';

/**
 * A stand-in for the Kakao Maps SDK: `install()` does what sdk.js does when it
 * runs (defines window.kakao.maps); `load` runs its callback when told to,
 * as the real one does once the map library has arrived.
 */
export function fakeKakao() {
  const pendingLoads: Array<() => void> = [];
  const marker = { setMap: vi.fn() };
  const infoWindow = { open: vi.fn(), close: vi.fn() };
  const map = { setCenter: vi.fn(), relayout: vi.fn() };
  const maps = {
    load: vi.fn((callback: () => void) => {
      pendingLoads.push(callback);
    }),
    LatLng: vi.fn(function (this: { lat: number; lng: number }, latitude: number, longitude: number) {
      this.lat = latitude;
      this.lng = longitude;
    }),
    Map: vi.fn(function () {
      return map;
    }),
    Marker: vi.fn(function () {
      return marker;
    }),
    InfoWindow: vi.fn(function (_options: { content: HTMLElement | string }) {
      return infoWindow;
    }),
  };
  return {
    maps,
    map,
    marker,
    infoWindow,
    install() {
      (window as WindowWithKakao).kakao = { maps: maps as unknown as KakaoMaps };
    },
    /** The map library has arrived: runs the callbacks given to kakao.maps.load. */
    finishLoading() {
      for (const callback of pendingLoads.splice(0)) callback();
    },
  };
}

export function removeKakao() {
  delete (window as WindowWithKakao).kakao;
}

export const sdkScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="dapi.kakao.com"]')];
