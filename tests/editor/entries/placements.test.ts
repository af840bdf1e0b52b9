import { describe, expect, it } from 'vitest';
import { placementChoiceFor, withPlacements } from '../../../src/editor/entries/placements';
import { valueAt } from '../../../src/manifest/json/pointer';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

describe('placements of a new entry', () => {
  const manifest = richManifest();

  it('offers every equipment group for an instrument, and the category pages showing cases first for a case', () => {
    const instrument = placementChoiceFor(manifest, 'instruments')!;
    const groups = manifest.routes.flatMap((route) =>
      route.page.sections.filter((section) => section.type === 'equipmentGroup'),
    );
    expect(instrument.multiple).toBe(true);
    expect(instrument.places).toHaveLength(groups.length);
    const cases = placementChoiceFor(manifest, 'cases')!;
    expect(cases.multiple).toBe(false);
    const first = valueAt(manifest, cases.places[0]!.list) as { type: string }[];
    expect(first.some((section) => section.type === 'caseStudy')).toBe(true);
    expect(placementChoiceFor(manifest, 'routes')).toBeUndefined();
  });

  it('adds a case tab with an id not yet taken on its page, and an instrument as the last tab of each group', () => {
    const page = placementChoiceFor(manifest, 'cases')!.places[0]!.list;
    const taken = (valueAt(manifest, page) as { id: string }[])[0]!.id;
    const placed = withPlacements(manifest, 'cases', taken, '새 사례', [page]);
    expect((valueAt(placed, page) as unknown[]).at(-1)).toEqual({
      type: 'caseStudy',
      id: `${taken}-2`,
      label: '새 사례',
      case: taken,
    });
    const groups = placementChoiceFor(manifest, 'instruments')!.places.map((place) => place.list);
    const tabs = withPlacements(manifest, 'instruments', 'sem', 'SEM', groups.slice(0, 2));
    expect(groups.slice(0, 2).map((list) => (valueAt(tabs, list) as unknown[]).at(-1))).toEqual(['sem', 'sem']);
    expect(valueAt(manifest, groups[0]!)).not.toContain('sem');
  });
});
