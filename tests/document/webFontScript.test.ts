// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headScript, showWebFont } from '../../src/document/webFontScript';
import { webFont } from '../../src/theme/webFont';

const classes = () => [...document.documentElement.classList].sort();
const run = (script: string) => new Function(script)();

afterEach(() => {
  document.documentElement.className = '';
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the head script', () => {
  it('marks the page as running scripts, without the web font on a first visit', () => {
    run(headScript);
    expect(classes()).toEqual(['js']);
  });

  it('puts the web font on at once after a visit that loaded it', () => {
    sessionStorage.setItem(webFont.storageKey, '1');
    run(headScript);
    expect(classes()).toEqual(['js', webFont.className].sort());
  });

  it('still marks the page when storage is off', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    run(headScript);
    expect(classes()).toEqual(['js']);
  });
});

describe('after the first paint', () => {
  it('puts the web font on, and remembers it only once a face has loaded', async () => {
    const load = vi.fn<(font: string) => Promise<unknown[]>>().mockResolvedValueOnce([]).mockResolvedValueOnce([{}]);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    run(showWebFont);
    expect(classes()).toEqual([webFont.className]);
    expect(load).toHaveBeenCalledWith(`1em ${webFont.family}`);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(sessionStorage.getItem(webFont.storageKey)).toBeNull();
    run(showWebFont);
    await vi.waitFor(() => expect(sessionStorage.getItem(webFont.storageKey)).toBe('1'));
  });

  it('leaves storage alone when the font fails to load', async () => {
    const failed = Promise.reject(new Error('network'));
    Object.defineProperty(document, 'fonts', { value: { load: () => failed }, configurable: true });
    run(showWebFont);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(classes()).toEqual([webFont.className]);
    expect(sessionStorage.getItem(webFont.storageKey)).toBeNull();
  });
});
