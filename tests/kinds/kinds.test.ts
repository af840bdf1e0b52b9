import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kinds } from '../../src/kinds/kinds';

type Schema = { $defs: Record<string, { properties?: { type?: { const?: string } } }> };
const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as Schema;

describe('the map of node kinds', () => {
  it('has exactly one kind for each node type the schema defines', () => {
    const schemaTypes = Object.values(schema.$defs)
      .map((definition) => definition.properties?.type?.const)
      .filter((type): type is string => typeof type === 'string')
      .sort();
    expect(Object.keys(kinds).sort()).toEqual(schemaTypes);
  });
});
