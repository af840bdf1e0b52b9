import { describe, expect, it } from 'vitest';
import { usesOfItem } from '../../../src/editor/references/itemUses';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

describe('usesOfItem', () => {
  const manifest = richManifest();

  it('finds the menu sub-items and links leading to a section of a page', () => {
    const route = manifest.routes.findIndex((candidate) => candidate.path === manifest.menu[0]!.href);
    const sectionId = manifest.menu[0]!.subItems![0]!.hash;
    const index = manifest.routes[route]!.page.sections.findIndex(
      (section) => 'id' in section && section.id === sectionId,
    );
    const uses = usesOfItem(manifest, `/routes/${route}/page/sections/${index}`);
    expect(uses.map((use) => use.pointer)).toContain('/menu/0/subItems/0/hash');
    expect(uses.every((use) => !use.removable && use.place !== '')).toBe(true);
  });

  it('finds none for an item nothing links to', () => {
    expect(usesOfItem(manifest, '/partners/0')).toEqual([]);
    expect(usesOfItem(manifest, '/instruments/0/equips/0')).toEqual([]);
  });
});
