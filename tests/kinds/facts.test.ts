import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startingKind } from '../../src/editor/forms/addedKinds';
import { previewTarget } from '../../src/editor/preview/previewTarget';
import { kindFacts } from '../../src/kinds/facts';
import type { KindFacts } from '../../src/kinds/KindFacts';
import { richManifest } from '../fixtures/rich-site/make-manifest';

interface Definition {
  properties?: Record<string, { const?: string; type?: string; $ref?: string; items?: { $ref?: string } }>;
  discriminator?: unknown;
  oneOf?: { $ref?: string }[];
}
const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as {
  properties: Record<string, unknown>;
  $defs: Record<string, Definition>;
};
const definitions = Object.values(schema.$defs);
const definitionOf = (type: string) => definitions.find((definition) => definition.properties?.type?.const === type);
const facts: [string, KindFacts][] = Object.entries(kindFacts);

/** Runs `check` with the facts of some kinds replaced or added, as if their folders said otherwise. */
function withFacts(changed: Record<string, KindFacts>, check: () => void): void {
  const map: Record<string, KindFacts> = kindFacts;
  const before = { ...map };
  Object.assign(map, changed);
  try {
    check();
  } finally {
    for (const type of Object.keys(changed)) {
      if (Object.hasOwn(before, type)) map[type] = before[type]!;
      else delete map[type];
    }
  }
}

describe('the map of what central code knows of each node kind', () => {
  it('has facts only under node types the schema defines', () => {
    const schemaTypes = definitions.map((definition) => definition.properties?.type?.const).filter(Boolean);
    for (const type of Object.keys(kindFacts)) expect(schemaTypes).toContain(type);
  });

  it('names only top-level parts of site.json and fields of the kind’s own schema definition', () => {
    for (const [type, { shows = [], showsInDialog = [], caseId, instrumentTabs }] of facts) {
      for (const part of [...shows, ...showsInDialog]) expect(Object.keys(schema.properties)).toContain(part);
      const properties = definitionOf(type)!.properties!;
      if (caseId !== undefined) expect(properties[caseId]?.$ref).toBe('#/$defs/AnalysisCaseId');
      if (instrumentTabs) expect(properties.instruments?.items?.$ref).toBe('#/$defs/InstrumentTab');
    }
  });

  it('asks for every top-level part and label the schema leaves optional for the kinds, and for no required one', () => {
    const root = schema as unknown as { required: string[]; $defs: { Labels: { required: string[] } } };
    const needed = new Set(facts.flatMap(([, { needs = [] }]) => needs));
    const labels = new Set(facts.flatMap(([, facts]) => facts.labels ?? []));
    // The lab's parts (issue 31): a site without the kinds that draw them leaves them out.
    expect([...needed].sort()).toEqual(['behaviour', 'cases', 'instruments', 'map', 'partners']);
    for (const part of needed) expect(root.required).not.toContain(part);
    for (const label of labels) expect(root.$defs.Labels.required).not.toContain(label);
    expect(labels.size).toBe(12);
  });

  it('gives each node union at most one kind its new items start as', () => {
    const starting = new Set(facts.filter(([, { startsAdded }]) => startsAdded).map(([type]) => type));
    for (const union of definitions.filter((definition) => definition.discriminator !== undefined)) {
      const types = (union.oneOf ?? []).map(({ $ref = '' }) => schema.$defs[$ref.replace('#/$defs/', '')]);
      const startingTypes = types.filter((definition) => starting.has(definition?.properties?.type?.const ?? ''));
      expect(startingTypes.length).toBeLessThanOrEqual(1);
    }
  });

  it('moves what a new section starts as with the kind that says it starts added', () => {
    expect(startingKind({ $ref: '#/$defs/SectionNode' })).toBe('textBlock');
    withFacts({ textBlock: {}, faq: { startsAdded: true } }, () =>
      expect(startingKind({ $ref: '#/$defs/SectionNode' })).toBe('faq'),
    );
  });

  it('previews a part of the site at the first section of a kind that shows it, and none that only opens it', () => {
    const manifest = richManifest();
    const firstOf = (type: string) => {
      const route = manifest.routes.find((candidate) =>
        candidate.page.sections.some((section) => section.type === type),
      )!;
      return { path: route.path, elementId: route.page.sections.find((section) => section.type === type)!.id };
    };
    const elsewhere = { path: '/elsewhere' };
    expect(previewTarget(manifest, '/partners', elsewhere)).toEqual(firstOf('partners'));
    withFacts({ partners: {}, greeting: { shows: ['partners'] } }, () =>
      expect(previewTarget(manifest, '/partners', elsewhere)).toEqual(firstOf('greeting')),
    );
    withFacts({ partners: { showsInDialog: ['partners'] } }, () =>
      expect(previewTarget(manifest, '/partners', elsewhere)).toEqual({ path: manifest.routes[0]!.path }),
    );
  });
});
