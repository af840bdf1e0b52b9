import type { KakaoMaps, WindowWithKakao } from './kakaoMaps.types';

export type KakaoMapsLoad = { ok: true; maps: KakaoMaps } | { ok: false; reason: 'error' | 'timeout' | 'cancelled' };

export interface KakaoMapsLoader {
  /** Settles once and never rejects, so a failed map cannot become an unhandled rejection. */
  result: Promise<KakaoMapsLoad>;
  /** Stops waiting and removes the script element; a script that still arrives is ignored. */
  cancel(): void;
}

export function kakaoSdkUrl(appKey: string): string {
  return `https://dapi.kakao.com/v2/maps/sdk.js?appkey=${encodeURIComponent(appKey)}&autoload=false`;
}

function isKakaoMaps(maps: Partial<KakaoMaps> | undefined): maps is KakaoMaps {
  return (
    typeof maps?.load === 'function' &&
    typeof maps.LatLng === 'function' &&
    typeof maps.Map === 'function' &&
    typeof maps.Marker === 'function' &&
    typeof maps.InfoWindow === 'function'
  );
}

/**
 * Loads the Kakao Maps SDK with `autoload=false`, then its map library through
 * `kakao.maps.load`, giving up after `timeoutMs` for both together. Reuses the
 * SDK when an earlier visit to the page already loaded it.
 */
export function loadKakaoMaps(appKey: string, timeoutMs: number): KakaoMapsLoader {
  const kakaoWindow = window as WindowWithKakao;
  let script: HTMLScriptElement | null = null;
  let settled = false;
  let resolve: (outcome: KakaoMapsLoad) => void = () => {};
  const result = new Promise<KakaoMapsLoad>((settle) => {
    resolve = settle;
  });

  const removeScript = () => {
    if (!script) return;
    script.onload = null;
    script.onerror = null;
    script.remove();
    script = null;
  };
  const finish = (outcome: KakaoMapsLoad) => {
    if (settled) return;
    settled = true;
    window.clearTimeout(timer);
    if (!outcome.ok) removeScript();
    resolve(outcome);
  };
  const loadLibrary = () => {
    const load = kakaoWindow.kakao?.maps?.load;
    if (typeof load !== 'function') {
      finish({ ok: false, reason: 'error' });
      return;
    }
    try {
      load(() => {
        const maps = kakaoWindow.kakao?.maps;
        finish(isKakaoMaps(maps) ? { ok: true, maps } : { ok: false, reason: 'error' });
      });
    } catch {
      finish({ ok: false, reason: 'error' });
    }
  };

  const timer = window.setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs);
  if (typeof kakaoWindow.kakao?.maps?.load === 'function') {
    loadLibrary();
  } else {
    script = document.createElement('script');
    script.src = kakaoSdkUrl(appKey);
    script.async = true;
    script.onload = loadLibrary;
    script.onerror = () => finish({ ok: false, reason: 'error' });
    document.head.append(script);
  }

  return {
    result,
    cancel() {
      finish({ ok: false, reason: 'cancelled' });
      removeScript();
    },
  };
}
