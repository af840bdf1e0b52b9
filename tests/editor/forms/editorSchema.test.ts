import { describe, expect, it } from 'vitest';
import { formSchemaAt, hintOf } from '../../../src/editor/forms/editorSchema';
import { nearestHref, referenceOptions, sectionOptions } from '../../../src/editor/references/referenceOptions';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

const definition = (name: string) => (formSchemaAt('/theme', {})!.$defs as Record<string, unknown>)[name];

describe('editorSchema', () => {
  it('marks definitions by what they are, so any field using them gets the control', () => {
    expect(hintOf(definition('Color'))).toEqual({ control: 'color' });
    expect(hintOf(definition('Image'))).toEqual({ control: 'image' });
    expect(hintOf(definition('ImagePath'))).toEqual({ control: 'imagePath' });
    expect(hintOf(definition('SectionHash'))).toEqual({ control: 'sectionHash' });
    expect(hintOf(definition('Id'))).toBeUndefined();
  });

  it('reads <Item><Key> definitions as references to the root list of <Item>', () => {
    expect(hintOf(definition('InstrumentId'))).toEqual({ control: 'reference', list: 'instruments', key: 'id' });
    expect(hintOf(definition('AnalysisCaseId'))).toEqual({ control: 'reference', list: 'cases', key: 'id' });
    expect(hintOf(definition('RoutePath'))).toEqual({ control: 'reference', list: 'routes', key: 'path' });
    expect(hintOf(definition('InstrumentTab'))).toBeUndefined();
  });

  it('gives the schema of an item as a form root', () => {
    const manifest = richManifest();
    expect(formSchemaAt('/instruments/0', manifest)).toMatchObject({ $ref: '#/$defs/Instrument' });
    expect(formSchemaAt('/menu', manifest)).toMatchObject({ title: '메뉴', type: 'array' });
    expect(formSchemaAt('/nothing', manifest)).toBeUndefined();
  });
});

describe('referenceOptions', () => {
  const manifest = richManifest();

  it('offers the entries of a list by name, second name and first image', () => {
    const xps = referenceOptions(manifest, 'instruments', 'id').find((option) => option.value === 'xps');
    expect(xps).toEqual({
      value: 'xps',
      label: 'XPS',
      detail: 'X선 광전자 분광기',
      thumbnail: manifest.instruments[0]!.equips[0]!.image.src,
    });
    expect(referenceOptions(manifest, 'routes', 'path').map((option) => option.value)).toEqual(
      manifest.routes.map((route) => route.path),
    );
  });

  it('offers the sections of the page a menu entry leads to', () => {
    const group = manifest.menu.findIndex((entry) => entry.subItems?.some((item) => item.href !== undefined));
    const subItems = manifest.menu[group]!.subItems!;
    const item = subItems.findIndex((entry) => entry.href !== undefined);
    const own = subItems[item]!.href;
    expect(nearestHref(manifest, ['menu', group, 'subItems', item, 'hash'])).toBe(own);
    expect(nearestHref(manifest, ['menu', 0, 'subItems', 0, 'hash'])).toBe(
      manifest.menu[0]!.subItems?.[0]!.href ?? manifest.menu[0]!.href,
    );
    const route = manifest.routes.find((candidate) => candidate.path === own)!;
    expect(sectionOptions(manifest, own).map((option) => option.value)).toEqual(
      route.page.sections.flatMap((section) => ('id' in section ? [section.id] : [])),
    );
    expect(sectionOptions(manifest, '/nowhere')).toEqual([]);
  });
});
