// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webFontFromVisit } from '../../src/document/webFontScript';
import { webFont } from '../../src/theme/webFont';

const classes = () => [...document.documentElement.classList].sort();
const run = (script: string) => new Function(script)();

afterEach(() => {
  document.documentElement.className = '';
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('in the head', () => {
  it('leaves the web font off on the first page of a visit', () => {
    run(webFontFromVisit);
    expect(classes()).toEqual([]);
  });

  it('puts the web font on at once on a later page of a visit that loaded it', () => {
    sessionStorage.setItem(webFont.storageKey, '1');
    run(webFontFromVisit);
    expect(classes()).toEqual([webFont.className]);
  });

  it('leaves it off, without throwing, when storage is off', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => run(webFontFromVisit)).not.toThrow();
    expect(classes()).toEqual([]);
  });
});
