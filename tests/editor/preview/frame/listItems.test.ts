import { describe, expect, it } from 'vitest';
import { asItemOf, asListEntry, draggableItem } from '../../../../src/editor/preview/frame/listItems';

describe('draggableItem', () => {
  it('finds the list a shown value can be reordered in by the other items the page shows at the same place', () => {
    const shown = new Set(['/menu/0/label', '/menu/1/label', '/menu/2/label', '/company/phone']);
    expect(draggableItem('/menu/1/label', shown)).toEqual({ list: '/menu', index: 1, rest: '/label' });
    expect(draggableItem('/company/phone', shown)).toBeUndefined();
  });

  it('takes the deepest list with siblings: a specification line among its lines, not its instrument among instruments', () => {
    const line = (instrument: number, index: number) => `/instruments/${instrument}/equips/0/specification/${index}`;
    const shown = new Set([
      line(0, 0),
      line(0, 1),
      line(1, 0),
      '/routes/0/page/sections/0/paragraphs/0/text',
      '/routes/0/page/sections/1/paragraphs/0/text',
    ]);
    expect(draggableItem(line(0, 1), shown)).toEqual({
      list: '/instruments/0/equips/0/specification',
      index: 1,
      rest: '',
    });
    expect(draggableItem('/routes/0/page/sections/1/paragraphs/0/text', shown)).toEqual({
      list: '/routes/0/page/sections',
      index: 1,
      rest: '/paragraphs/0/text',
    });
  });

  it('leaves out instruments and cases: pages show them in the order of the tab lists naming them, not their own', () => {
    const shown = new Set([
      '/instruments/0/label',
      '/instruments/1/label',
      '/instruments/0/equips/0/specification/0',
      '/instruments/1/equips/0/specification/0',
    ]);
    expect(draggableItem('/instruments/1/label', shown)).toBeUndefined();
    expect(draggableItem('/instruments/1/equips/0/specification/0', shown)).toBeUndefined();
  });

  it('is no list when the value is alone in it', () => {
    expect(
      draggableItem('/routes/0/page/sections/0/title', new Set(['/routes/0/page/sections/0/title'])),
    ).toBeUndefined();
  });
});

describe('asItemOf', () => {
  it("reads a place as an item's index in a list, or undefined", () => {
    expect(asItemOf('/menu/12/label', '/menu', '/label')).toBe(12);
    expect(asItemOf('/menu/12/subItems/0/label', '/menu', '/label')).toBeUndefined();
    expect(asItemOf('/menus/1/label', '/menu', '/label')).toBeUndefined();
  });
});

describe('asListEntry', () => {
  it("reads an entry's own place as its index in its list, or undefined", () => {
    expect(asListEntry('/routes/3/page/sections/0/instruments/2')).toEqual({
      list: '/routes/3/page/sections/0/instruments',
      index: 2,
      rest: '',
    });
    expect(asListEntry('/cases/0/instruments/0/label')).toBeUndefined();
    expect(asListEntry('')).toBeUndefined();
  });
});
