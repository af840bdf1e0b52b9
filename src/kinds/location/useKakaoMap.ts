import { useEffect, useState, type RefObject } from 'react';
import type { MapSettings } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { kakaoAppKey } from './kakaoAppKey';

/**
 * - `off`: no app key is configured, so no map is tried;
 * - `waiting`: there is a key, but the map's box has not been seen yet;
 * - `loading`, `ready`, `failed`: the SDK is loading, the map is drawn, or it could not be.
 */
export type KakaoMapStatus = 'off' | 'waiting' | 'loading' | 'ready' | 'failed';

const defaultLoadTimeoutMs = 5000;

// The loader and drawing code come only when a map is about to be shown.
const loadMapCode = () => Promise.all([import('./loadKakaoMaps'), import('./drawKakaoMap')]);

/** Loads the Kakao map into `canvas` once `visible` turns true; removes it all on unmount. */
export function useKakaoMap(
  canvas: RefObject<HTMLElement | null>,
  settings: Localized<MapSettings>,
  visible: boolean,
): KakaoMapStatus {
  const appKey = kakaoAppKey(settings);
  const [status, setStatus] = useState<Exclude<KakaoMapStatus, 'off'>>('waiting');

  useEffect(() => {
    const container = canvas.current;
    if (!appKey || !visible || !container) return;
    setStatus('loading');
    let cancelLoad: (() => void) | undefined;
    let removeMap: (() => void) | undefined;
    let mounted = true;
    void loadMapCode().then(
      async ([{ loadKakaoMaps }, { drawKakaoMap }]) => {
        if (!mounted) return;
        const loader = loadKakaoMaps(appKey, settings.loadTimeoutMs ?? defaultLoadTimeoutMs);
        cancelLoad = loader.cancel;
        const outcome = await loader.result;
        if (!mounted) return;
        if (!outcome.ok) {
          setStatus('failed');
          return;
        }
        try {
          removeMap = drawKakaoMap(outcome.maps, container, settings);
          setStatus('ready');
        } catch {
          setStatus('failed');
        }
      },
      () => mounted && setStatus('failed'),
    );
    return () => {
      mounted = false;
      cancelLoad?.();
      removeMap?.();
    };
  }, [canvas, appKey, visible, settings]);

  return appKey ? status : 'off';
}
