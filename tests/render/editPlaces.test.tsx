// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderNotFoundPage, renderPage, renderSitePages } from '../../src/render/prerender';
import { FORM_WORDS } from '../../src/inquiry/messages/formWords';
import { valueAt } from '../../src/manifest/json/pointer';
import { plainText, textIn } from '../../src/manifest/language/localText';
import { textPlaces } from '../../src/manifest/language/textPlaces';
import { parseFormatted } from '../../src/manifest/formatted/parseFormatted';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';
import { sitePages } from '../../src/manifest/pages/sitePages';
import type { Image, InstrumentTab, Language, Text } from '../../src/manifest/site.gen';
import { editItemAttribute } from '../../src/editor/preview/previewMessages';
import { editPlaceAttribute } from '../../src/render/editPlace';
import type { NodeType } from '../../src/render/nodes';
import { kinds } from '../../src/kinds/kinds';
import { everyNodeType } from '../fixtures/rich-site/every-node-type';

const manifest = everyNodeType();
const languages = siteLanguages(manifest);
const assets = { script: '/assets/client.js', css: '' };
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** Every page of the fixture in every language, and each language's 404 page, as the editor's preview draws them. */
const previews: { name: string; language: Language; document: Document }[] = [
  ...sitePages(manifest).map((page) => ({
    name: page.path,
    language: page.language,
    document: parse(renderPage(manifest, page.path, assets, { editPlaces: true })),
  })),
  ...languages.map((language) => ({
    name: `404 (${language.code})`,
    language,
    document: parse(renderNotFoundPage(manifest, assets, { editPlaces: true, language: language.code })),
  })),
];

/** A paragraph shows its words without the marks of its formatting (src/manifest/formatted/). */
const paragraphs = new Set(
  textPlaces(manifest)
    .filter((place) => place.kind === 'paragraph')
    .map((place) => place.pointer),
);
const wordsShown = (place: string, written: string) =>
  paragraphs.has(place) ? parseFormatted(written).plain : written;
/** An element's words, each line break (<br>) as the newline it was written as, a list's items a line each. */
const textWithBreaks = (element: Element): string =>
  element.tagName === 'UL' || element.tagName === 'OL'
    ? [...element.children].map(textWithBreaks).join('\n')
    : [...element.childNodes]
        .map((node) =>
          node.nodeName === 'BR' ? '\n' : node instanceof Element ? textWithBreaks(node) : node.textContent,
        )
        .join('');

const placed = (document: Document) => [...document.body.querySelectorAll<HTMLElement>(`[${editPlaceAttribute}]`)];
const placeOf = (element: Element) => element.getAttribute(editPlaceAttribute)!;
/**
 * What the code writes from values that are not texts is placed at them, where a
 * click opens their form: an opening-hours line (days, times and the words around
 * them), a download's type and size (read from the file at its path).
 */
const composedOf = (element: Element) =>
  (placeOf(element).startsWith('/company/hours') && !placeOf(element).endsWith('/note')) ||
  /\/files\/\d+\/path$/u.test(placeOf(element));

describe('the preview (renderPage with editPlaces)', () => {
  it('marks each text with the place of its value in site.json, and shows that value there', () => {
    for (const { name, language, document } of previews) {
      const texts = placed(document).filter((element) => element.tagName !== 'IMG' && !composedOf(element));
      expect(texts.length, name).toBeGreaterThan(0);
      // A formatted paragraph may be drawn as several elements side by side (a <p>, then a list), each with its place.
      const shown: { place: string; elements: HTMLElement[] }[] = [];
      for (const element of texts) {
        const place = placeOf(element);
        const last = shown[shown.length - 1];
        const continues =
          paragraphs.has(place) && last?.place === place && last.elements.at(-1) === element.previousElementSibling;
        if (continues) last.elements.push(element);
        else shown.push({ place, elements: [element] });
      }
      for (const { place, elements } of shown) {
        const value = valueAt(manifest, place) as Text | undefined;
        expect(value, `${place} on ${name}`).toBeDefined();
        const written = plainText(textIn(value!, language.code, languages));
        // A date is shown in the language's words; its machine-readable form is the day written, or the year of it.
        if (elements[0]!.tagName === 'TIME')
          expect(written.startsWith(elements[0]!.getAttribute('datetime')!)).toBe(true);
        else expect(elements.map(textWithBreaks).join('\n\n'), `${place} on ${name}`).toBe(wordsShown(place, written));
      }
    }
  });

  it('marks every picture with the place of its image in site.json', () => {
    const pictures = previews.flatMap(({ name, document }) =>
      [...document.body.querySelectorAll('img')].map((picture) => ({ name, picture })),
    );
    expect(pictures.length).toBeGreaterThan(previews.length);
    for (const { name, picture } of pictures) {
      expect(picture.hasAttribute(editPlaceAttribute), `${picture.getAttribute('src')} on ${name}`).toBe(true);
      const image = valueAt(manifest, placeOf(picture)) as Image | undefined;
      expect(image?.src, `${placeOf(picture)} on ${name}`).toBe(picture.getAttribute('src'));
    }
  });

  it('marks the pictures the build encoded too: an image and a background drawn as <picture>', () => {
    const encoded = everyNodeType();
    const tech = encoded.routes.findIndex((route) => route.path === '/tech');
    const page = encoded.routes[tech]!.page;
    if (page.type !== 'categoryPage') throw new Error('unreachable');
    const variants = (name: string) => ({
      avif: [],
      webp: [],
      fallback: { url: `/assets/images/${name}-640.jpg`, width: 640 },
    });
    Object.assign(page.banner, { image: '/images/banner.jpg', imageVariants: variants('banner') });
    encoded.instruments!.forEach((instrument) =>
      instrument.equips.forEach(({ image }) => Object.assign(image, { variants: variants('equipment') })),
    );
    const document = parse(renderPage(encoded, '/tech', assets, { editPlaces: true }));
    expect(document.querySelector('img[src="/assets/images/banner-640.jpg"]')?.getAttribute(editPlaceAttribute)).toBe(
      `/routes/${tech}/page/banner/image`,
    );
    const equipment = [...document.querySelectorAll('picture img[src="/assets/images/equipment-640.jpg"]')].map(
      placeOf,
    );
    expect(equipment.length).toBeGreaterThan(0);
    for (const place of equipment) expect(place).toMatch(/^\/instruments\/\d+\/equips\/\d+\/image$/);
  });

  it('marks something of every node kind, where it is in site.json', () => {
    const places = previews.flatMap(({ document }) => placed(document).map(placeOf));
    const marked = new Set<NodeType>();
    manifest.routes.forEach(({ page }, route) => {
      const nodes = [
        { node: page, pointer: `/routes/${route}/page` },
        ...page.sections.map((node, at) => ({ node, pointer: `/routes/${route}/page/sections/${at}` })),
      ];
      for (const { node, pointer } of nodes)
        if (places.some((place) => place.startsWith(`${pointer}/`))) marked.add(node.type);
    });
    expect([...marked].sort()).toEqual(Object.keys(kinds).sort());
  });

  it('marks each instrument tab with its entry in the tab list that names it, in the order of that list', () => {
    const tabs = previews.flatMap(({ name, document }) =>
      [...document.body.querySelectorAll('[role="tab"]')].map((tab) => ({ name, tab })),
    );
    expect(tabs.length).toBeGreaterThan(1);
    const lists = new Map<string, number[]>();
    for (const { name, tab } of tabs) {
      const place = tab.getAttribute(editItemAttribute);
      expect(place, `${tab.textContent} on ${name}`).toMatch(
        /^\/(routes\/\d+\/page\/sections|cases)\/\d+\/instruments\/\d+$/,
      );
      const entry = valueAt(manifest, place!) as InstrumentTab;
      expect(tab.id, place!).toMatch(new RegExp(`_tab-${typeof entry === 'string' ? entry : entry.instrument}$`));
      const list = place!.slice(0, place!.lastIndexOf('/'));
      lists.set(`${name} ${list}`, [...(lists.get(`${name} ${list}`) ?? []), Number(place!.slice(list.length + 1))]);
    }
    for (const [list, indexes] of lists) expect(indexes, list).toEqual(indexes.map((_, index) => index));
  });

  it('leaves no text a visitor reads without its place, but the few the code itself writes', () => {
    const written = new Set([
      '→',
      FORM_WORDS['honeypot-label'].ko({}).message,
      FORM_WORDS['honeypot-label'].en({}).message,
      ...languages.map((language) => language.name),
      // A video's play link names the service it leads to, the same in every language.
      '(YouTube)',
    ]);
    for (const { name, document } of previews) {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const unplaced: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent!.trim();
        if (text && !node.parentElement!.closest(`script, style, [${editPlaceAttribute}]`) && !written.has(text))
          unplaced.push(text);
      }
      expect(unplaced, name).toEqual([]);
    }
  });
});

describe('a page for the site (no editPlaces)', () => {
  it('carries no place: what the build writes never has one', () => {
    for (const [path, html] of renderSitePages(manifest, assets)) {
      expect(html, path).not.toContain(editPlaceAttribute);
      expect(html, path).not.toContain(editItemAttribute);
    }
    expect(renderNotFoundPage(manifest, assets)).not.toContain(editPlaceAttribute);
  });

  it('is the same page the option set to false draws', () => {
    for (const path of ['/', '/about', '/en/tech']) {
      expect(renderPage(manifest, path, assets, { editPlaces: false })).toBe(renderPage(manifest, path, assets));
    }
  });
});
