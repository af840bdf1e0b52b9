import { describe, expect, it } from 'vitest';
import { siteTexts } from '../../../src/editor/search/siteTexts';
import { bilingualManifest } from '../translations/bilingualManifest';
import { searchManifest } from './searchManifest';

describe('siteTexts', () => {
  const texts = siteTexts(searchManifest());
  const pointers = texts.map((text) => text.pointer);

  it('holds what visitors read: translatable texts, paragraphs, phone, e-mail, model names, specification lines', () => {
    expect(texts).toContainEqual({
      pointer: '/company/phone',
      field: '/company/phone',
      text: '042-000-0000',
    });
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/company/name',
        '/company/email',
        '/company/businessNumber',
        '/routes/1/page/sections/0/paragraphs/1',
        '/instruments/0/equips/0/modelName',
        '/instruments/0/equips/0/specification/0',
      ]),
    );
  });

  it('holds a link to dial or to write to, and no other address', () => {
    expect(texts.filter((text) => text.pointer.endsWith('/href'))).toEqual([
      {
        pointer: '/footer/links/1/href',
        field: '/footer/links/1/href',
        text: 'tel:042-000-0000',
      },
    ]);
  });

  it('leaves out ids, paths, colours, picture files, kinds and the schema location', () => {
    const leftOut = [
      '/$schema',
      '/routes/1/path',
      '/routes/1/page/type',
      '/routes/1/page/sections/0/id',
      '/instruments/0/id',
      '/theme/colors/primary',
      '/instruments/0/equips/0/image/src',
    ];
    expect(pointers.filter((pointer) => leftOut.includes(pointer))).toEqual([]);
  });

  it('gives each language of a text written per language as its own text of the same field', () => {
    const title = siteTexts(bilingualManifest()).filter((text) => text.field === '/routes/1/title');
    expect(title.map(({ pointer, language }) => [pointer, language])).toEqual([
      ['/routes/1/title/ko', 'ko'],
      ['/routes/1/title/en', 'en'],
    ]);
  });
});
