import { describe, expect, it } from 'vitest';
import { idStem, idsOf, nameKeyOf, newEntry } from '../../../src/editor/client/entries/newEntry';
import { localProblems } from '../../../src/editor/client/problems/localProblems';
import { setAt } from '../../../src/editor/client/draft/jsonEdits';
import type { Schema } from '../../../src/manifest/schema/schemaLookup';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

const instrument: Schema = { $ref: '#/$defs/Instrument' };
const analysisCase: Schema = { $ref: '#/$defs/AnalysisCase' };

describe('newEntry', () => {
  it('fills what a new entry requires, named and with its id', () => {
    expect(newEntry(instrument, 'sem', 'SEM')).toEqual({ id: 'sem', label: 'SEM', korName: '', subName: '', equips: [] });
    expect(newEntry(analysisCase, 'rust', '녹 분석')).toMatchObject({ id: 'rust', title: '녹 분석', body: [], image: { src: '', alt: '' } });
  });

  it('knows what an entry is named by and the stem of its ids', () => {
    expect(nameKeyOf(instrument)).toBe('label');
    expect(nameKeyOf(analysisCase)).toBe('title');
    expect(idStem(analysisCase)).toBe('analysis-case');
    expect(idsOf([{ id: 'a' }, { label: 'no id' }, { id: 'b' }])).toEqual(['a', 'b']);
  });
});

describe('localProblems', () => {
  it('asks for alt text of an image put in with the editor, not of the file’s own decorative images', () => {
    const disk = richManifest();
    const draft = setAt(disk, ['instruments', 0, 'equips', 0, 'image'], { src: '/images/new.png', alt: ' ', width: 10, height: 10 });
    const withEmptyAlt = setAt(disk, ['instruments', 0, 'equips', 0, 'image', 'alt'], '');
    expect(localProblems(draft, disk)).toEqual([expect.objectContaining({ pointer: '/instruments/0/equips/0/image/alt', message: '새 이미지의 대체 글이 비어 있습니다.' })]);
    expect(localProblems(withEmptyAlt, withEmptyAlt)).toEqual([]);
  });
});
