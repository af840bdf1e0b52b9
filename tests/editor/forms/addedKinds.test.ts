import { describe, expect, it } from 'vitest';
import { sharedKindsIn, startingKind, withAddedKinds } from '../../../src/editor/forms/addedKinds';
import { siteSchema } from '../../../src/manifest/schema/siteSchemaValidator';
import type { Schema } from '../../../src/manifest/schema/schemaLookup';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

const definitions = siteSchema.$defs as unknown as Record<string, Schema>;
const sectionsItems = (defs: Record<string, Schema>, page: string) =>
  (defs[page]!.properties as Record<string, Schema>).sections!.items as Schema;

describe('addedKinds', () => {
  it('starts a section as a text block, a page as the first kind', () => {
    expect(startingKind({ $ref: '#/$defs/SectionNode' })).toBe('textBlock');
    expect(startingKind({ $ref: '#/$defs/PageNode' })).toBe('fullPageScroller');
  });

  it('finds the kind a list of a typed object shares', () => {
    const routes = richManifest().routes;
    expect(sharedKindsIn(routes[4])).toEqual({ 'categoryPage/sections': 'caseStudy' });
    expect(sharedKindsIn(routes[2])).toEqual({ 'categoryPage/sections': 'equipmentGroup' });
    expect(sharedKindsIn(routes[1])).toEqual({});
  });

  it('gives each list of sections its added kind as an inline union with a default, the form rjsf reads', () => {
    const withKinds = withAddedKinds(definitions, { 'categoryPage/sections': 'caseStudy' });
    for (const page of ['StackedPage', 'FullPageScroller'])
      expect(sectionsItems(withKinds, page)).toMatchObject({
        oneOf: expect.any(Array),
        default: { type: 'textBlock' },
      });
    expect(sectionsItems(withKinds, 'CategoryPage')).toMatchObject({ default: { type: 'caseStudy' } });
    expect(sectionsItems(withAddedKinds(definitions, {}), 'CategoryPage')).toEqual({ $ref: '#/$defs/CategorySection' });
  });
});
