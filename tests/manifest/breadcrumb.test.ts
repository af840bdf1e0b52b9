import { describe, expect, it } from 'vitest';
import { breadcrumb } from '../../src/manifest/location/breadcrumb';
import { validText } from './manifestFixture';

const site = JSON.parse(validText) as unknown;
const both = (pointer: string, data: unknown = site) => [
  breadcrumb(pointer, data, 'ko'),
  breadcrumb(pointer, data, 'en'),
];

describe('breadcrumbs', () => {
  it('name a page by its banner, a section by its label, and a field by its Korean title (its key in English)', () => {
    expect(both('/routes/2/page/sections/0/instruments/1')).toEqual([
      '분석장비 › 표면분석 › 장비 탭',
      '분석장비 › 표면분석 › instruments',
    ]);
  });

  it('keep top-level lists, name items by their label, and number items that have no name', () => {
    expect(both('/instruments/0/equips/0/specification')).toEqual([
      '장비 목록 › XPS › 장비 모델 1 › 사양',
      'instruments › XPS › equips #1 › specification',
    ]);
    expect(both('/company/email')).toEqual(['회사 정보 › 이메일', 'company › email']);
  });

  it('call the home page home, and a section without a name by its kind', () => {
    expect(both('/routes/0/page/sections/0/background/color')).toEqual([
      '홈 › 첫 화면 › 배경 › 배경 색',
      'home › sections #1 › background › color',
    ]);
  });

  it('name a page without a banner after the menu that leads to it', () => {
    const data = JSON.parse(validText) as { routes: { page: { banner?: unknown } }[] };
    delete data.routes[2]!.page.banner;
    expect(breadcrumb('/routes/2/path', data, 'ko')).toBe('분석장비 › 페이지 주소');
  });

  it('name a list or a page itself when that is where the problem is', () => {
    expect(both('/routes/1/page/sections')).toEqual(['회사소개 › 섹션 목록', '회사소개 › sections']);
    expect(both('/routes/1/page')).toEqual(['회사소개 › 페이지 내용', '회사소개 › page']);
  });

  it('stop before a property the schema does not know, which the message names', () => {
    expect(both('/menu/0/labell')).toEqual(['메뉴 › 회사소개', 'menu › 회사소개']);
  });

  it('are empty for the whole file', () => {
    expect(both('')).toEqual(['', '']);
  });
});
