import { describe, expect, it } from 'vitest';
import { entryKeyOf, idStem } from '../../../src/editor/entries/entryKey';
import { keysOf, kindChoiceOf, nameKeyOf, nameLabelOf, newEntry } from '../../../src/editor/entries/newEntry';
import { localProblems } from '../../../src/editor/problems/localProblems';
import { setAt } from '../../../src/editor/saving/jsonEdits';
import type { Schema } from '../../../src/manifest/schema/schemaLookup';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

const instrument: Schema = { $ref: '#/$defs/Instrument' };
const analysisCase: Schema = { $ref: '#/$defs/AnalysisCase' };

describe('newEntry', () => {
  it('fills what a new entry requires, named and with its id', () => {
    expect(newEntry(instrument, 'id', 'sem', 'SEM')).toEqual({ id: 'sem', label: 'SEM', subName: '', equips: [] });
    // A list that needs an item starts with one to write in.
    expect(newEntry(analysisCase, 'id', 'rust', '녹 분석')).toMatchObject({
      id: 'rust',
      title: '녹 분석',
      body: [''],
      image: { src: '', alt: '' },
    });
  });

  it('starts a new page as the kind chosen, with its address and a text block to write in', () => {
    const choice = { property: 'page', kind: 'stackedPage' };
    expect(newEntry({ $ref: '#/$defs/Route' }, 'path', '/news', '소식', choice)).toEqual({
      path: '/news',
      title: '소식',
      description: '',
      page: {
        type: 'stackedPage',
        banner: { title: '' },
        sections: [{ type: 'textBlock', id: '', title: '', paragraphs: [''] }],
      },
    });
    expect(
      newEntry({ $ref: '#/$defs/Route' }, 'path', '/news', '소식', { ...choice, kind: 'categoryPage' }),
    ).toMatchObject({ page: { type: 'categoryPage', sections: [{ type: 'equipmentGroup' }] } });
  });

  it('asks a page’s kind, in the schema’s words, and nothing of an instrument', () => {
    const choice = kindChoiceOf({ $ref: '#/$defs/Route' })!;
    expect(choice.property).toBe('page');
    expect(choice.label).toBe('페이지 종류');
    expect(choice.options.map((option) => option.kind)).toEqual(['fullPageScroller', 'stackedPage', 'categoryPage']);
    expect(choice.options[1]).toMatchObject({
      title: '섹션을 쌓은 페이지',
      description: expect.stringContaining('배너 아래'),
    });
    expect(kindChoiceOf(instrument)).toBeUndefined();
  });

  it('knows what an entry is named by and the stem of its ids', () => {
    expect(nameKeyOf(instrument)).toBe('label');
    expect(nameKeyOf(analysisCase)).toBe('title');
    expect(nameLabelOf(instrument)).toBe('탭 이름');
    expect(nameLabelOf({ $ref: '#/$defs/Route' })).toBe('페이지 제목');
    expect(idStem(analysisCase)).toBe('analysis-case');
    expect(keysOf([{ id: 'a' }, { label: 'no id' }, { id: 'b' }], 'id')).toEqual(['a', 'b']);
  });

  it('proposes and checks ids for entries with an id, addresses for pages', () => {
    const caseKey = entryKeyOf(analysisCase)!;
    expect(caseKey.property).toBe('id');
    expect(caseKey.propose('녹 분석', [])).toBe('analysis-case-1');
    const pageKey = entryKeyOf({ $ref: '#/$defs/Route' })!;
    expect(pageKey.property).toBe('path');
    expect(pageKey.propose('News', ['/news'])).toBe('/news-2');
    expect(pageKey.propose('소식', [])).toBe('/page-1');
    expect(pageKey.check('/news', ['/news'])).toEqual({ ok: false, message: '이미 다른 페이지가 쓰는 주소입니다.' });
    expect(pageKey.check('news', [])).toMatchObject({ ok: false });
    expect(entryKeyOf({ $ref: '#/$defs/Partner' })).toBeUndefined();
  });
});

describe('localProblems', () => {
  it('asks for alt text of an image put in with the editor, not of the file’s own decorative images', () => {
    const disk = richManifest();
    const draft = setAt(disk, ['instruments', 0, 'equips', 0, 'image'], {
      src: '/images/new.png',
      alt: ' ',
      width: 10,
      height: 10,
    });
    const withEmptyAlt = setAt(disk, ['instruments', 0, 'equips', 0, 'image', 'alt'], '');
    expect(localProblems(draft, disk)).toEqual([
      expect.objectContaining({
        pointer: '/instruments/0/equips/0/image/alt',
        message: '새 이미지의 그림 설명이 비어 있습니다.',
      }),
    ]);
    expect(localProblems(withEmptyAlt, withEmptyAlt)).toEqual([]);
  });
});
