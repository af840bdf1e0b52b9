// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location as LocationNode, MapSettings } from '../../../src/manifest/site.gen';
import { ko } from '../../helpers/manifestText';
import { renderSiteNode } from '../../helpers/renderWithSite';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { fakeKakao, removeKakao, sdkScripts } from './fakeKakao';
import type { LabManifest } from '../../helpers/labManifest';

const manifest = richManifest();
const { labels, company } = manifest;
const appKey = '0123456789abcdef0123456789abcdef';
const node: LocationNode = { type: 'location', id: 'location', title: 'Location' };

function siteWith(map: Partial<MapSettings>): LabManifest {
  return { ...manifest, map: { ...manifest.map, ...map } };
}

function renderLocation(site: LabManifest) {
  return renderSiteNode(node, { manifest: site });
}

const mapBox = () => document.querySelector<HTMLElement>('[data-map-status]')!;
const notice = () => screen.queryByText(ko(labels.mapFallback));
/** Lets the load's promise settle and React render the outcome. */
const settle = () => act(async () => {});
/** The map's loader and drawing code are imported once the map is about to show. */
const mapCodeLoaded = () => act(async () => vi.dynamicImportSettled());

/** The SDK's script arrived and ran, and then its map library. */
async function sdkLoads(kakao: ReturnType<typeof fakeKakao>) {
  kakao.install();
  act(() => sdkScripts()[0]!.dispatchEvent(new Event('load')));
  kakao.finishLoading();
  await settle();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  removeKakao();
  for (const script of sdkScripts()) script.remove();
});

describe('location map', () => {
  // Without a key there is nothing to load: the address and links stay static HTML, with no code for the page to fetch.
  it('is an island, hydrated in the browser, only when an app key is configured', () => {
    renderLocation(manifest);
    expect(document.querySelector('[data-island]')).toBeNull();
    cleanup();
    renderLocation(siteWith({ kakaoAppKey: appKey }));
    expect(document.querySelector('[data-island="locationMap"]')?.contains(mapBox())).toBe(true);
  });

  it('shows the address and map links, and loads no script, when no app key is configured', () => {
    renderLocation(manifest);
    expect(manifest.map.kakaoAppKey).toBeUndefined();
    expect(mapBox().dataset.mapStatus).toBe('off');
    expect(sdkScripts()).toHaveLength(0);
    expect(notice()).toBeNull();
    const box = within(mapBox());
    expect(box.getByText(ko(company.address.road))).toBeTruthy();
    const name = encodeURIComponent(ko(manifest.map.label));
    const { latitude, longitude } = manifest.map;
    expect(box.getByRole('link', { name: ko(labels.openKakaoMap) }).getAttribute('href')).toBe(
      `https://map.kakao.com/link/map/${name},${latitude},${longitude}`,
    );
    expect(box.getByRole('link', { name: ko(labels.openNaverMap) }).getAttribute('href')).toContain(
      `${longitude},${latitude}`,
    );
  });

  it('draws the map with a marker and an open info window at the configured position and level', async () => {
    const kakao = fakeKakao();
    renderLocation(siteWith({ kakaoAppKey: appKey }));
    await mapCodeLoaded();
    expect(kakao.maps.load).not.toHaveBeenCalled();
    await sdkLoads(kakao);

    const { latitude, longitude, level, label } = manifest.map;
    expect(kakao.maps.LatLng).toHaveBeenCalledWith(latitude, longitude);
    const center = kakao.maps.LatLng.mock.instances[0];
    const canvas = screen.getByRole('img', { name: ko(label) });
    expect(kakao.maps.Map).toHaveBeenCalledExactlyOnceWith(canvas, { center, level });
    expect(kakao.maps.Marker).toHaveBeenCalledExactlyOnceWith({ position: center, map: kakao.map });
    const content = kakao.maps.InfoWindow.mock.calls[0]![0].content as HTMLElement;
    expect(content.textContent).toBe(ko(label));
    expect(kakao.infoWindow.open).toHaveBeenCalledWith(kakao.map, kakao.marker);
    expect(mapBox().dataset.mapStatus).toBe('ready');
    expect(mapBox().style.height).toBe(`${manifest.map.heightPx}px`);
    expect(screen.queryByRole('link', { name: ko(labels.openKakaoMap) })).toBeNull();
  });

  it('shows the address and links while the map loads', async () => {
    renderLocation(siteWith({ kakaoAppKey: appKey }));
    await mapCodeLoaded();
    expect(mapBox().dataset.mapStatus).toBe('loading');
    expect(screen.getByRole('link', { name: ko(labels.openKakaoMap) })).toBeTruthy();
    expect(notice()).toBeNull();
  });

  it('falls back, with the notice, when the script cannot be loaded', async () => {
    renderLocation(siteWith({ kakaoAppKey: appKey }));
    await mapCodeLoaded();
    act(() => sdkScripts()[0]!.dispatchEvent(new Event('error')));
    await settle();
    expect(mapBox().dataset.mapStatus).toBe('failed');
    expect(notice()).toBeTruthy();
    expect(screen.getByRole('link', { name: ko(labels.openKakaoMap) })).toBeTruthy();
    expect(screen.getByRole('link', { name: ko(labels.openNaverMap) })).toBeTruthy();
    expect(sdkScripts()).toHaveLength(0);
  });

  it('falls back after map.loadTimeoutMs and ignores the script when it arrives late', async () => {
    const kakao = fakeKakao();
    renderLocation(siteWith({ kakaoAppKey: appKey, loadTimeoutMs: 3000 }));
    await mapCodeLoaded();
    const script = sdkScripts()[0]!;
    await act(async () => vi.advanceTimersByTime(2999));
    expect(notice()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(notice()).toBeTruthy();
    kakao.install();
    act(() => script.dispatchEvent(new Event('load')));
    kakao.finishLoading();
    await settle();
    expect(kakao.maps.Map).not.toHaveBeenCalled();
    expect(notice()).toBeTruthy();
  });

  it('waits 5000 ms when site.json sets no timeout', async () => {
    const { loadTimeoutMs: _unset, ...withoutTimeout } = manifest.map;
    renderLocation({ ...manifest, map: { ...withoutTimeout, kakaoAppKey: appKey } });
    await mapCodeLoaded();
    await act(async () => vi.advanceTimersByTime(4999));
    expect(notice()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(notice()).toBeTruthy();
  });

  it('removes the script, marker and info window when the page is left', async () => {
    const kakao = fakeKakao();
    const { unmount } = renderLocation(siteWith({ kakaoAppKey: appKey }));
    await mapCodeLoaded();
    await sdkLoads(kakao);
    unmount();
    expect(sdkScripts()).toHaveLength(0);
    expect(kakao.marker.setMap).toHaveBeenCalledWith(null);
    expect(kakao.infoWindow.close).toHaveBeenCalled();
  });

  it('removes a script still loading when the page is left, with no error later', async () => {
    const { unmount } = renderLocation(siteWith({ kakaoAppKey: appKey }));
    await mapCodeLoaded();
    expect(sdkScripts()).toHaveLength(1);
    unmount();
    expect(sdkScripts()).toHaveLength(0);
    await act(async () => vi.runAllTimers());
  });

  it('loads the SDK only once the map comes near the viewport', async () => {
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      vi.fn(function (callback: typeof report) {
        report = callback;
        return { observe: vi.fn(), disconnect };
      }),
    );
    renderLocation(siteWith({ kakaoAppKey: appKey }));
    expect(mapBox().dataset.mapStatus).toBe('waiting');
    act(() => report([{ isIntersecting: false }]));
    expect(sdkScripts()).toHaveLength(0);
    act(() => report([{ isIntersecting: true }]));
    await mapCodeLoaded();
    expect(sdkScripts()).toHaveLength(1);
    expect(disconnect).toHaveBeenCalled();
  });
});

describe('location details', () => {
  it('lists both address forms, and the phone and email as links', () => {
    renderLocation(manifest);
    expect(screen.getByText(ko(company.address.lot), { exact: false })).toBeTruthy();
    expect(screen.getAllByText(ko(company.address.road), { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: company.phone }).getAttribute('href')).toBe(
      `tel:${company.phone.replaceAll('-', '')}`,
    );
    expect(screen.getByRole('link', { name: company.email }).getAttribute('href')).toBe(`mailto:${company.email}`);
  });
});
