import { describe, expect, it } from 'vitest';
import { itemHolding, navTree, searchItems } from '../../../src/editor/navigation/navTree';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

describe('navTree', () => {
  const manifest = richManifest();
  const groups = navTree(manifest);

  it('shows the site’s parts in staff words, then the others under their schema titles', () => {
    expect(groups.map((group) => group.title).slice(0, 8)).toEqual([
      '메뉴',
      '페이지',
      '장비 목록',
      '분석 사례',
      '회사 정보',
      '협력사',
      '문구',
      '테마',
    ]);
    expect(groups.map((group) => group.title)).toEqual(expect.arrayContaining(['사이트 정보', '지도']));
    expect(groups.map((group) => group.key)).not.toContain('$schema');
  });

  it('lists each page with its sections', () => {
    const pages = groups.find((group) => group.key === 'routes')!;
    expect(pages.items).toHaveLength(manifest.routes.length);
    const about = pages.items[manifest.routes.findIndex((route) => route.path === '/about')]!;
    expect(about.label).toBe('회사소개');
    // By their names only: staff did not read /about or #greeting as places (issue 28).
    expect([about, ...about.children].map((item) => item.detail)).toEqual(
      [about, ...about.children].map(() => undefined),
    );
    expect(about.children.map((child) => child.label)).toContain('인사말');
    expect(about.children[0]!.pointer).toMatch(/^\/routes\/\d+\/page\/sections\/0$/);
  });

  it('finds instruments by label, Korean or English name', () => {
    const instruments = groups.find((group) => group.key === 'instruments')!.items;
    expect(searchItems(instruments, '광전자').map((item) => item.label)).toEqual(['XPS']);
    expect(searchItems(instruments, 'xps').map((item) => item.label)).toEqual(['XPS']);
    expect(searchItems(instruments, 'photoelectron').map((item) => item.label)).toEqual(['XPS']);
    expect(searchItems(instruments, '')).toHaveLength(manifest.instruments.length);
  });

  it('finds the item where a problem’s field is edited: the deepest holding it', () => {
    expect(itemHolding(groups, '/routes/1/page/sections/0/title')?.pointer).toBe('/routes/1/page/sections/0');
    expect(itemHolding(groups, '/routes/1/page/banner/title')?.pointer).toBe('/routes/1');
    expect(itemHolding(groups, '/theme/colors/primary')?.pointer).toBe('/theme');
    expect(itemHolding(groups, '/instruments/10')?.pointer).toBe('/instruments/10');
    expect(itemHolding(groups, '')).toBeUndefined();
  });
});
