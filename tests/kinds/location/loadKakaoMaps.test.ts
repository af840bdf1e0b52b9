// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadKakaoMaps, type KakaoMapsLoad } from '../../../src/kinds/location/loadKakaoMaps';
import { fakeKakao, removeKakao, sdkScripts } from './fakeKakao';

const appKey = '0123456789abcdef0123456789abcdef';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  removeKakao();
  for (const script of sdkScripts()) script.remove();
});

/** The outcome, or 'pending' while the load has not settled. */
async function outcomeOf(result: Promise<KakaoMapsLoad>): Promise<KakaoMapsLoad | 'pending'> {
  return Promise.race([result, Promise.resolve().then(() => 'pending' as const)]);
}

describe('loadKakaoMaps', () => {
  it('adds one async script for the SDK over https, with the app key and autoload=false', () => {
    loadKakaoMaps(appKey, 5000);
    const [script, ...others] = sdkScripts();
    expect(others).toHaveLength(0);
    const url = new URL(script!.src);
    expect(url.origin + url.pathname).toBe('https://dapi.kakao.com/v2/maps/sdk.js');
    expect(url.searchParams.get('appkey')).toBe(appKey);
    expect(url.searchParams.get('autoload')).toBe('false');
    expect(script!.async).toBe(true);
  });

  it('asks the SDK for the map library once the script has run, and resolves when it is there', async () => {
    const kakao = fakeKakao();
    const { result } = loadKakaoMaps(appKey, 5000);
    kakao.install();
    sdkScripts()[0]!.dispatchEvent(new Event('load'));
    expect(kakao.maps.load).toHaveBeenCalledOnce();
    expect(await outcomeOf(result)).toBe('pending');
    kakao.finishLoading();
    expect(await result).toEqual({ ok: true, maps: kakao.maps });
  });

  it('fails and removes the script when it cannot be loaded', async () => {
    const { result } = loadKakaoMaps(appKey, 5000);
    sdkScripts()[0]!.dispatchEvent(new Event('error'));
    expect(await result).toEqual({ ok: false, reason: 'error' });
    expect(sdkScripts()).toHaveLength(0);
  });

  it('fails when the script ran but defined no kakao.maps', async () => {
    const { result } = loadKakaoMaps(appKey, 5000);
    sdkScripts()[0]!.dispatchEvent(new Event('load'));
    expect(await result).toEqual({ ok: false, reason: 'error' });
  });

  it('gives up after the timeout and ignores a script that arrives later', async () => {
    const kakao = fakeKakao();
    const { result } = loadKakaoMaps(appKey, 3000);
    const script = sdkScripts()[0]!;
    vi.advanceTimersByTime(2999);
    expect(await outcomeOf(result)).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(await result).toEqual({ ok: false, reason: 'timeout' });
    expect(sdkScripts()).toHaveLength(0);
    kakao.install();
    script.dispatchEvent(new Event('load'));
    expect(kakao.maps.load).not.toHaveBeenCalled();
  });

  it('gives up when the map library does not arrive in time either', async () => {
    const kakao = fakeKakao();
    const { result } = loadKakaoMaps(appKey, 5000);
    kakao.install();
    sdkScripts()[0]!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    kakao.finishLoading();
    expect(await result).toEqual({ ok: false, reason: 'timeout' });
  });

  it('removes the script when cancelled, and ignores it if it still runs', async () => {
    const kakao = fakeKakao();
    const { result, cancel } = loadKakaoMaps(appKey, 5000);
    const script = sdkScripts()[0]!;
    cancel();
    expect(sdkScripts()).toHaveLength(0);
    kakao.install();
    script.dispatchEvent(new Event('load'));
    expect(kakao.maps.load).not.toHaveBeenCalled();
    expect(await result).toEqual({ ok: false, reason: 'cancelled' });
  });

  it('reuses the SDK an earlier visit loaded, without another script', async () => {
    const kakao = fakeKakao();
    kakao.install();
    const { result } = loadKakaoMaps(appKey, 5000);
    expect(sdkScripts()).toHaveLength(0);
    kakao.finishLoading();
    expect(await result).toEqual({ ok: true, maps: kakao.maps });
  });
});
