import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/render/registry';

type Schema = { $defs: Record<string, { properties?: { type?: { const?: string } } }> };
const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as Schema;

describe('the component registry', () => {
  it('has exactly one component for each node type the schema defines', () => {
    const schemaTypes = Object.values(schema.$defs)
      .map((definition) => definition.properties?.type?.const)
      .filter((type): type is string => typeof type === 'string')
      .sort();
    expect(Object.keys(registry).sort()).toEqual(schemaTypes);
  });
});
