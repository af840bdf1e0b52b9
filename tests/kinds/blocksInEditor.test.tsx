// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { valueAt } from '../../src/manifest/json/pointer';
import { translationCompleteness } from '../../src/manifest';
import type { SiteManifest, Text } from '../../src/manifest/site.gen';
import { searchTexts } from '../../src/editor/search/searchSite';
import { siteTexts } from '../../src/editor/search/siteTexts';
import { editPlaceAttribute } from '../../src/render/editPlace';
import { renderPage } from '../../src/render/prerender';
import { renderItemForm } from '../helpers/renderItemForm';
import { richManifest } from '../fixtures/rich-site/make-manifest';
import { ko } from '../helpers/manifestText';
import { sectionOfType } from '../helpers/sectionOfType';

afterEach(cleanup);

/**
 * Each kind with a translatable text deep in it (by its place under the
 * section), the name its form gives that text's group, and its kind's name in
 * the form's list of kinds.
 */
const KINDS = [
  { type: 'cards', text: '/cards/2/price', field: '가격', kindName: '카드 목록' },
  { type: 'people', text: '/people/0/qualifications/1', field: '자격', kindName: '사람 소개' },
  { type: 'table', text: '/rows/1/cells/4', field: '칸', kindName: '표' },
  { type: 'callToAction', text: '/buttons/0/label', field: '단추 글자', kindName: '행동 권유' },
  { type: 'imageText', text: '/paragraphs/1', field: '문단', kindName: '그림과 글' },
] as const;

/** The section of `type` in `manifest`, its page and place, and its text named in KINDS. */
function placeOf(manifest: SiteManifest, { type, text }: (typeof KINDS)[number]) {
  const { path, pointer } = sectionOfType(manifest, type);
  return { path, pointer, textPointer: `${pointer}${text}`, words: ko(valueAt(manifest, `${pointer}${text}`) as Text) };
}

// The editor knows no kind by name: these pass because it reads everything from the schema.
describe.each(KINDS)('a $type section in the editor', { timeout: 60_000 }, (kind) => {
  it('gets a form from the schema, its texts in a box per language, its kind named in Korean', () => {
    const manifest = richManifest();
    const { pointer, words } = placeOf(manifest, kind);
    renderItemForm(manifest, pointer);
    const groups = screen.getAllByRole('group', { name: new RegExp(`^${kind.field}\\*?$`) });
    const boxes = groups.flatMap((group) => within(group).queryAllByLabelText('한국어'));
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toContain(words);
    expect(within(groups[0]!).queryAllByLabelText('English').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain(kind.kindName);
  });

  it('is found by the site search at its place', () => {
    const manifest = richManifest();
    const { textPointer, words } = placeOf(manifest, kind);
    expect(searchTexts(siteTexts(manifest), words).map((hit) => hit.pointer)).toContain(`${textPointer}/ko`);
  });

  it('counts in the translation figures of its page: a text without English lowers them by one', () => {
    const manifest = richManifest();
    const { path, textPointer, words } = placeOf(manifest, kind);
    const englishOf = (data: SiteManifest) =>
      translationCompleteness(data, 'ko')
        .pages.find((page) => page.path === path)!
        .languages.find((count) => count.code === 'en')!;
    const complete = englishOf(manifest);
    const owner = valueAt(manifest, textPointer.slice(0, textPointer.lastIndexOf('/'))) as Record<string, Text>;
    owner[textPointer.slice(textPointer.lastIndexOf('/') + 1)] = { ko: words };
    expect(englishOf(manifest)).toEqual({ ...complete, translated: complete.translated - 1 });
    expect(complete.translated).toBe(complete.total);
  });

  it('marks its texts in the preview with their places, for point and edit', () => {
    const manifest = richManifest();
    const { path, textPointer, words } = placeOf(manifest, kind);
    const html = renderPage(manifest, path, { script: '/assets/client.js', css: '' }, { editPlaces: true });
    const marked = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector(`[${editPlaceAttribute}="${textPointer}/ko"], [${editPlaceAttribute}="${textPointer}"]`);
    expect(marked?.textContent).toBe(words);
  });
});

describe('a choice among fixed values in the editor', { timeout: 60_000 }, () => {
  it.each([
    ['imageText', '', 'imageSide', ['left', 'right']],
    ['callToAction', '/buttons/1', 'style', ['primary', 'secondary']],
  ] as const)('%s: its %s%s is a list to pick from, from the schema', (type, within, field, values) => {
    const manifest = richManifest();
    const pointer = `${sectionOfType(manifest, type).pointer}${within}`;
    renderItemForm(manifest, pointer);
    const select = document.getElementById(`root_${field}`) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent).filter(Boolean)).toEqual(values);
    expect(select.value).not.toBe('');
  });
});
