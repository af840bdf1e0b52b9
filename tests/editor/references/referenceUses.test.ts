import { describe, expect, it } from 'vitest';
import { usesOf, usesOfEntry, withoutEntry, withRenamedUses } from '../../../src/editor/references/referenceUses';
import { withTopic } from '../../../src/editor/references/topicParticle';
import { valueAt } from '../../../src/manifest/json/pointer';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

const tabIds = (owner: { instruments?: unknown[] }) =>
  (owner.instruments ?? []).map((tab) => (typeof tab === 'string' ? tab : (tab as { instrument: string }).instrument));

describe('usesOf', () => {
  it('lists where an instrument is used, in the site’s words', () => {
    const manifest = richManifest();
    const uses = usesOf(manifest, 'instruments', 'xps');
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.map((use) => use.place)).toContain('분석장비 › 표면분석 › 장비 탭');
    expect(uses.every((use) => use.pointer.includes('/instruments/'))).toBe(true);
  });

  it('lists the case tabs showing a case, and nothing for a list nobody refers to', () => {
    const manifest = richManifest();
    expect(usesOf(manifest, 'cases', 'foreign-matter').map((use) => use.pointer)).toEqual([
      expect.stringMatching(/^\/routes\/\d+\/page\/sections\/\d+\/case$/),
    ]);
    expect(usesOf(manifest, 'partners', 'anything')).toEqual([]);
  });
});

describe('withoutEntry', () => {
  it('takes an instrument out of its list and of every tab list naming it', () => {
    const manifest = richManifest();
    const index = manifest.instruments.findIndex((instrument) => instrument.id === 'xps');
    const after = withoutEntry(manifest, 'instruments', index, usesOf(manifest, 'instruments', 'xps'));
    expect(after.instruments.map((instrument) => instrument.id)).not.toContain('xps');
    expect(after.instruments).toHaveLength(manifest.instruments.length - 1);
    const lists = [
      ...after.routes.flatMap((route) => route.page.sections as { instruments?: unknown[] }[]),
      ...after.cases,
    ];
    expect(lists.flatMap(tabIds)).not.toContain('xps');
    expect(usesOf(after, 'instruments', 'xps')).toEqual([]);
    expect(manifest.instruments.map((instrument) => instrument.id)).toContain('xps');
  });

  it('takes a case tab off its page with the case', () => {
    const manifest = richManifest();
    const index = manifest.cases.findIndex((entry) => entry.id === 'foreign-matter');
    const after = withoutEntry(manifest, 'cases', index, usesOf(manifest, 'cases', 'foreign-matter'));
    expect(JSON.stringify(after.routes)).not.toContain('"foreign-matter"');
    expect(after.cases.map((entry) => entry.id)).toEqual(
      manifest.cases.map((entry) => entry.id).filter((id) => id !== 'foreign-matter'),
    );
  });

  it('leaves the uses when not asked to remove them', () => {
    const manifest = richManifest();
    const after = withoutEntry(manifest, 'instruments', 0, []);
    expect(after.routes).toBe(manifest.routes);
  });
});

describe('withTopic', () => {
  it('picks 은 or 는 by how the name is read', () => {
    expect(withTopic('XPS')).toBe('XPS는');
    expect(withTopic('FT-IR')).toBe('FT-IR은');
    expect(withTopic('Raman')).toBe('Raman은');
    expect(withTopic('라만 분광기')).toBe('라만 분광기는');
    expect(withTopic('열분석')).toBe('열분석은');
  });
});

describe('pages', () => {
  it('lists the links to a page outside it, and takes them out with the page without touching other pages', () => {
    const manifest = richManifest();
    const index = manifest.routes.findIndex((route) => route.path === '/about');
    const uses = usesOfEntry(manifest, 'routes', index);
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.every((use) => !use.pointer.startsWith(`/routes/${index}/`))).toBe(true);
    expect(uses.map((use) => use.pointer)).toContain(
      `/menu/${manifest.menu.findIndex((group) => group.href === '/about')}/href`,
    );
    const after = withoutEntry(manifest, 'routes', index, uses);
    expect(after.routes.map((route) => route.path)).toEqual(
      manifest.routes.map((route) => route.path).filter((path) => path !== '/about'),
    );
    expect(uses.find((use) => use.pointer === '/inquiryForm/href')?.removable).toBe(false);
    expect(after.inquiryForm.href).toBe(manifest.inquiryForm.href);
    expect(JSON.stringify([after.menu, after.footer, after.routes])).not.toMatch(/"href":"\/about/);
    const untouched = manifest.routes.filter(
      (route) => route.path !== '/about' && !JSON.stringify(route).includes('"/about'),
    );
    expect(after.routes.filter((route) => untouched.some((other) => other.path === route.path))).toEqual(untouched);
  });
});

describe('withRenamedUses', () => {
  const rename = <T extends { instruments: { id: string }[] }>(manifest: T, index: number, id: string) => {
    const before = manifest.instruments[index]!.id;
    const renamed = {
      ...manifest,
      instruments: manifest.instruments.map((entry, at) => (at === index ? { ...entry, id } : entry)),
    };
    return withRenamedUses(renamed, 'instruments', index, before);
  };

  it('makes the tabs naming an instrument follow a change of its id', () => {
    const manifest = richManifest();
    const index = manifest.instruments.findIndex((instrument) => instrument.id === 'xps');
    const count = usesOf(manifest, 'instruments', 'xps').length;
    const after = rename(manifest, index, 'xps-new');
    expect(usesOf(after, 'instruments', 'xps')).toEqual([]);
    expect(usesOf(after, 'instruments', 'xps-new')).toHaveLength(count);
  });

  it('keeps a link’s #section when a page’s address changes', () => {
    const manifest = richManifest();
    const index = manifest.routes.findIndex((route) => route.path === '/about');
    const renamed = {
      ...manifest,
      routes: manifest.routes.map((route, at) => (at === index ? { ...route, path: '/company' } : route)),
    };
    const after = withRenamedUses(renamed, 'routes', index, '/about');
    expect(after.inquiryForm.href).toBe(manifest.inquiryForm.href.replace('/about', '/company'));
    expect(JSON.stringify(after)).not.toContain('"/about');
  });

  it('makes links written inside paragraphs follow a page’s new address, with their #section and the words around them', () => {
    const manifest = richManifest();
    const index = manifest.routes.findIndex((route) => route.path === '/about');
    const inText = usesOf(manifest, 'routes', '/about').filter((use) => use.offset !== undefined);
    expect(inText.map((use) => use.pointer)).toEqual([
      expect.stringMatching(/\/paragraphs\/1\/ko$/),
      expect.stringMatching(/\/paragraphs\/1\/en$/),
    ]);
    expect(inText.every((use) => !use.removable)).toBe(true);
    const renamed = {
      ...manifest,
      routes: manifest.routes.map((route, at) => (at === index ? { ...route, path: '/company-info' } : route)),
    };
    const after = withRenamedUses(renamed, 'routes', index, '/about');
    for (const { pointer } of inText) {
      const before = valueAt(manifest, pointer) as string;
      expect(valueAt(after, pointer)).toBe(before.replace('](/about#location)', '](/company-info#location)'));
    }
    expect(usesOf(after, 'routes', '/about')).toEqual([]);
  });

  it('leaves the uses alone when the rename is ambiguous: the new id is another entry’s', () => {
    const manifest = richManifest();
    const index = manifest.instruments.findIndex((instrument) => instrument.id === 'xps');
    const after = rename(manifest, index, 'ftir');
    expect(after.routes).toBe(manifest.routes);
    expect(after.cases).toBe(manifest.cases);
  });
});
