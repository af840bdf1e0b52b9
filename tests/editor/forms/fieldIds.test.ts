import { describe, expect, it } from 'vitest';
import { errorSchemaFor, fieldIdFor, fieldPointerOf, pathOfFieldId } from '../../../src/editor/forms/fieldIds';

describe('fieldIds', () => {
  it('names the field of a pointer inside the item being edited as rjsf does', () => {
    expect(fieldIdFor('/instruments/3', '/instruments/3/equips/0/specification/1')).toBe(
      'root_equips_0_specification_1',
    );
    expect(fieldIdFor('/theme', '/theme')).toBe('root');
    expect(fieldIdFor('/instruments/3', '/instruments/31/id')).toBeUndefined();
    expect(fieldIdFor('/menu', '/routes/0/title')).toBeUndefined();
  });

  it('reads a field id back as the pointer of its field, and rjsf’s own controls as no field', () => {
    expect(fieldPointerOf('/instruments/3', 'root_korName_en')).toBe('/instruments/3/korName/en');
    expect(fieldPointerOf('/instruments/3', 'root')).toBe('/instruments/3');
    expect(fieldPointerOf('/routes/1/page/sections/0', 'root__oneof_select')).toBeUndefined();
    expect(fieldPointerOf('/instruments/3', 'search')).toBeUndefined();
  });

  it('reads a field id back as a path', () => {
    expect(pathOfFieldId('root_subItems_2_hash')).toEqual(['subItems', 2, 'hash']);
    expect(pathOfFieldId('root')).toEqual([]);
  });

  it('shapes the item’s problems as rjsf extra errors, leaving out those of other items', () => {
    const errors = errorSchemaFor('/theme', [
      { pointer: '/theme/colors/primary', message: '색상 형식이 아닙니다.' },
      { pointer: '/theme/colors/primary', message: '두 번째 문제' },
      { pointer: '/theme', message: '테마 전체의 문제' },
      { pointer: '/menu/0/label', message: '다른 항목' },
    ]);
    expect(errors).toEqual({
      __errors: ['테마 전체의 문제'],
      colors: { primary: { __errors: ['색상 형식이 아닙니다.', '두 번째 문제'] } },
    });
  });
});
