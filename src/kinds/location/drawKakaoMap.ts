import type { MapSettings } from '../../manifest/site.gen';
import { plainText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import type { KakaoMaps } from './kakaoMaps.types';

/** Marks the info window's content so Location.styles.ts can style it. */
export const mapLabelAttribute = 'data-map-label';

/**
 * Draws the map centred on the lab with a marker and an open info window
 * naming it; returns the function that removes all of it again.
 */
export function drawKakaoMap(maps: KakaoMaps, container: HTMLElement, settings: Localized<MapSettings>): () => void {
  const center = new maps.LatLng(settings.latitude, settings.longitude);
  const map = new maps.Map(container, { center, level: settings.level });
  const marker = new maps.Marker({ position: center, map });
  const content = document.createElement('div');
  content.setAttribute(mapLabelAttribute, '');
  content.textContent = plainText(settings.label);
  const infoWindow = new maps.InfoWindow({ content });
  infoWindow.open(map, marker);

  // A Kakao map keeps the size its container had when it was made; when the
  // box changes width (a phone turned, a window resized) it must re-measure
  // and re-centre, or the lab drifts out of view.
  const resizes =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          map.relayout();
          map.setCenter(center);
        })
      : null;
  resizes?.observe(container);

  return () => {
    resizes?.disconnect();
    infoWindow.close();
    marker.setMap(null);
    container.replaceChildren();
  };
}
