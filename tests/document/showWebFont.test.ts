// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fontBatches, showWebFont } from '../../src/document/showWebFont';
import { webFont } from '../../src/theme/webFont';

const classes = () => [...document.documentElement.classList].sort();

// GlobalStyle names the site's web font on the root; a site on the system's fonts names none.
beforeEach(() => document.documentElement.style.setProperty(webFont.property, 'Pretendard'));

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.documentElement.className = '';
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('after the first paint', () => {
  const fontsWith = (load: (font: string) => Promise<unknown[]>) =>
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });

  it('fetches the web font and puts it on once it is there, remembering it for the visit', async () => {
    let arrive: (faces: unknown[]) => void = () => undefined;
    const load = vi.fn((_font: string) => new Promise<unknown[]>((resolve) => (arrive = resolve)));
    fontsWith(load);
    showWebFont(document);
    expect(load).toHaveBeenCalledWith('1em Pretendard', ' ');
    expect(classes()).toEqual([]);
    arrive([{}]);
    await vi.waitFor(() => expect(classes()).toEqual([webFont.className]));
    expect(sessionStorage.getItem(webFont.storageKey)).toBe('1');
  });

  it('puts it on a batch of elements a frame, in document order, then on the whole page', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    // Three blocks of 500 characters: no two fit in one batch.
    document.body.innerHTML = '<header>가</header><main><p>나</p><p>다</p></main>'.replace(/[가나다]/g, (c) =>
      c.repeat(500),
    );
    const [header, first, second] = document.body.querySelectorAll('header, p');
    const marked = () => [header, first, second].map((element) => element!.hasAttribute(webFont.batchAttribute));
    fontsWith(() => Promise.resolve([{}]));
    showWebFont(document);
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
    const marked = () =>
      [...document.body.querySelectorAll('*')]
        .filter((element) => element.hasAttribute(webFont.batchAttribute))
        .map((element) => element.localName);
    fontsWith(() => Promise.resolve([{}]));
    showWebFont(document);
    await vi.waitFor(() => expect(marked()).toEqual(['header', 'main']));
    frames.shift()!(0);
    expect(marked()).toEqual(['header', 'main', 'footer']);
  });

  it('does not remember a font no face was loaded for', async () => {
    fontsWith(() => Promise.resolve([]));
    showWebFont(document);
    await vi.waitFor(() => expect(classes()).toEqual([webFont.className]));
    expect(sessionStorage.getItem(webFont.storageKey)).toBeNull();
  });

  it('leaves storage alone when the font fails to load (the local faces stay in its place)', async () => {
    fontsWith(() => Promise.reject(new Error('network')));
    showWebFont(document);
    await vi.waitFor(() => expect(classes()).toEqual([webFont.className]));
    expect(sessionStorage.getItem(webFont.storageKey)).toBeNull();
  });

  it('does nothing on a page that started with the web font', () => {
    const load = vi.fn(() => Promise.resolve([{}]));
    fontsWith(load);
    document.documentElement.classList.add(webFont.className);
    showWebFont(document);
    expect(load).not.toHaveBeenCalled();
  });

  it('changes nothing on the system’s fonts, which have no web font', () => {
    const load = vi.fn(() => Promise.resolve([{}]));
    fontsWith(load);
    document.documentElement.style.removeProperty(webFont.property);
    showWebFont(document);
    expect(load).not.toHaveBeenCalled();
    expect(classes()).toEqual([]);
  });

  it('puts it on at once where the browser has no font loading API', () => {
    Object.defineProperty(document, 'fonts', { value: undefined, configurable: true });
    showWebFont(document);
    expect(classes()).toEqual([webFont.className]);
  });
});

describe('batches', () => {
  it('splits only what does not fit, and never leaves a batch empty', () => {
    document.body.innerHTML = `<div>${'가'.repeat(30)}</div><div>${'나'.repeat(30)}</div><section><p>${'다'.repeat(40)}</p><p>${'라'.repeat(40)}</p></section>`;
    const names = fontBatches(document.body, 60).map((batch) => batch.map((element) => element.textContent![0]));
    expect(names).toEqual([['가', '나'], ['다'], ['라']]);
  });

  it('keeps an element larger than a batch whole when it has no children to split', () => {
    document.body.innerHTML = `<p>${'가'.repeat(100)}</p><p>나</p>`;
    expect(fontBatches(document.body, 60).map((batch) => batch.length)).toEqual([1, 1]);
  });
});
