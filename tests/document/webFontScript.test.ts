// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showWebFont, webFontFromVisit } from '../../src/document/webFontScript';
import { webFont } from '../../src/theme/webFont';

const classes = () => [...document.documentElement.classList].sort();
const run = (script: string) => new Function(script)();

afterEach(() => {
  document.documentElement.className = '';
  document.body.innerHTML = '';
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

describe('after the first paint', () => {
  const fontsWith = (load: (font: string) => Promise<unknown[]>) => Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });

  it('fetches the web font and puts it on once it is there, remembering it for the visit', async () => {
    let arrive: (faces: unknown[]) => void = () => undefined;
    const load = vi.fn((_font: string) => new Promise<unknown[]>((resolve) => (arrive = resolve)));
    fontsWith(load);
    run(showWebFont);
    expect(load).toHaveBeenCalledWith(`1em ${webFont.family}`);
    expect(classes()).toEqual([]);
    arrive([{}]);
    await vi.waitFor(() => expect(classes()).toEqual([webFont.className]));
    expect(sessionStorage.getItem(webFont.storageKey)).toBe('1');
  });

  it('puts it on a batch of elements a frame, in document order, then on the whole page', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    // Three blocks of 500 characters: no two fit in one batch.
    document.body.innerHTML = '<header>가</header><main><p>나</p><p>다</p></main>'.replace(/[가나다]/g, (c) => c.repeat(500));
    const [header, first, second] = document.body.querySelectorAll('header, p');
    const marked = () => [header, first, second].map((element) => element!.hasAttribute(webFont.batchAttribute));
    fontsWith(() => Promise.resolve([{}]));
    run(showWebFont);
    await vi.waitFor(() => expect(marked()).toEqual([true, false, false]));
    expect(classes()).toEqual([]);
    frames.shift()!(0);
    expect(marked()).toEqual([true, true, false]);
    frames.shift()!(0);
    expect(marked()).toEqual([true, true, true]);
    expect(classes()).toEqual([]);
    frames.shift()!(0);
    expect(classes()).toEqual([webFont.className]);
    expect(frames).toEqual([]);
  });

  it('keeps neighbours that fit together in one batch, and marks an element whose text fits whole', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    document.body.innerHTML = `<header>${'가'.repeat(200)}</header><main><p>${'나'.repeat(150)}</p><p>${'다'.repeat(150)}</p></main><footer>${'라'.repeat(500)}</footer>`;
    const marked = () => [...document.body.querySelectorAll('*')].filter((element) => element.hasAttribute(webFont.batchAttribute)).map((element) => element.localName);
    fontsWith(() => Promise.resolve([{}]));
    run(showWebFont);
    await vi.waitFor(() => expect(marked()).toEqual(['header', 'main']));
    frames.shift()!(0);
    expect(marked()).toEqual(['header', 'main', 'footer']);
  });

  it('does not remember a font no face was loaded for', async () => {
    fontsWith(() => Promise.resolve([]));
    run(showWebFont);
    await vi.waitFor(() => expect(classes()).toEqual([webFont.className]));
    expect(sessionStorage.getItem(webFont.storageKey)).toBeNull();
  });

  it('leaves storage alone when the font fails to load (the local faces stay in its place)', async () => {
    fontsWith(() => Promise.reject(new Error('network')));
    run(showWebFont);
    await vi.waitFor(() => expect(classes()).toEqual([webFont.className]));
    expect(sessionStorage.getItem(webFont.storageKey)).toBeNull();
  });

  it('puts it on at once where the browser has no font loading API', () => {
    Object.defineProperty(document, 'fonts', { value: undefined, configurable: true });
    run(showWebFont);
    expect(classes()).toEqual([webFont.className]);
  });
});
