import { describe, expect, it } from 'vitest';
import { EXPLAIN } from '../../src/manifest/schema/explainSchemaError';
import { PATTERN_EXPLANATIONS, repairToPattern } from '../../src/manifest/schema/patternExplanations';
import { fieldTitle, type Schema } from '../../src/manifest/schema/schemaLookup';
import { siteSchema } from '../../src/manifest/schema/siteSchemaValidator';

type Visit = (schema: Schema, path: string) => void;

// Where JSON Schema keeps subschemas: under a name, in a list, or directly.
const NAMED = ['properties', '$defs', 'patternProperties'];
const LISTED = ['oneOf', 'anyOf', 'allOf', 'prefixItems'];
const SINGLE = ['items', 'not', 'additionalProperties', 'contains', 'if', 'then', 'else'];

const isSchema = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Visits every subschema (not values such as `const` or `required`), with a readable path. */
function walk(schema: Schema, visit: Visit, path = '#'): void {
  visit(schema, path);
  for (const [keyword, value] of Object.entries(schema)) {
    if (NAMED.includes(keyword) && isSchema(value))
      for (const [name, child] of Object.entries(value))
        if (isSchema(child)) walk(child, visit, `${path}/${keyword}/${name}`);
    if (LISTED.includes(keyword) && Array.isArray(value))
      value.forEach((child, index) => isSchema(child) && walk(child, visit, `${path}/${keyword}/${index}`));
    if (SINGLE.includes(keyword) && isSchema(value)) walk(value, visit, `${path}/${keyword}`);
  }
}

const root = siteSchema as Schema;

/** Keywords that never fail by themselves: text for people, structure, and oneOf (checked through its discriminator). */
const NEVER_FAIL = new Set([
  '$schema',
  '$id',
  '$ref',
  '$defs',
  '$comment',
  'title',
  'description',
  'examples',
  'default',
  'properties',
  'items',
  'oneOf',
  'dependentSchemas',
]);

describe('the schema keywords validation can fail on', () => {
  it('each have a problem with Korean and English words', () => {
    const used = new Set<string>();
    walk(root, (schema) => Object.keys(schema).forEach((keyword) => used.add(keyword)));
    expect(used.size).toBeGreaterThan(15);
    expect([...used].filter((keyword) => !NEVER_FAIL.has(keyword) && !(keyword in EXPLAIN))).toEqual([]);
  });

  it('use oneOf only with a discriminator, so AJV reports a misspelt type once instead of every branch', () => {
    const bare: string[] = [];
    walk(root, (schema, path) => 'oneOf' in schema && !('discriminator' in schema) && bare.push(path));
    // A text is a string or an object per language, which no tag tells apart; schemaProblems drops the branch of the other type.
    expect(bare).toEqual(['#/$defs/Text', '#/$defs/Name', '#/$defs/Title', '#/$defs/AltText', '#/$defs/Paragraph']);
  });

  it('give every property a Korean title, so a problem can name where it is', () => {
    const untitled: string[] = [];
    walk(root, (schema, path) => {
      for (const [name, property] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
        if (!/[가-힣]/.test(fieldTitle(property) ?? '')) untitled.push(`${path}/properties/${name}`);
      }
    });
    expect(untitled).toEqual([]);
  });
});

describe('pattern explanations', () => {
  it('explain every pattern in the schema in Korean and English', () => {
    const patterns: string[] = [];
    walk(root, (schema) => typeof schema.pattern === 'string' && patterns.push(schema.pattern));
    expect(patterns.length).toBeGreaterThan(5);
    expect(
      patterns.filter((pattern) => !PATTERN_EXPLANATIONS[pattern]?.ko || !PATTERN_EXPLANATIONS[pattern]?.en),
    ).toEqual([]);
  });

  it('propose a corrected value for the common slips', () => {
    expect(repairToPattern('ICP_OES', '^[a-z][a-z0-9-]*$')).toBe('icp-oes');
    expect(repairToPattern('#greeting', '^[a-z][a-z0-9-]*$')).toBe('greeting');
    expect(repairToPattern('introduce/', '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$')).toBe('/introduce');
    expect(repairToPattern('12294a', '^#[0-9a-fA-F]{6}$')).toBe('#12294a');
    expect(repairToPattern('042 936 1200', '^[0-9]{2,4}-[0-9]{3,4}-[0-9]{4}$')).toBe('042-936-1200');
    expect(repairToPattern('public/images/logo.svg', '^/[A-Za-z0-9_./-]+\\.(svg|png|jpe?g|webp|avif)$')).toBe(
      '/images/logo.svg',
    );
    expect(repairToPattern('사진.gif', '^/[A-Za-z0-9_./-]+\\.(svg|png|jpe?g|webp|avif)$')).toBeUndefined();
  });
});
