import { describe, expect, it } from 'vitest';
import { PATTERN_EXPLANATIONS, repairToPattern } from '../../src/manifest/schema/patternExplanations';
import { siteSchema } from '../../src/manifest/schema/siteSchemaValidator';

function patternsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(patternsIn);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (key === 'pattern' && typeof value === 'string' ? [value] : patternsIn(value)));
}

describe('pattern explanations', () => {
  it('explain every pattern in the schema in words', () => {
    const unexplained = patternsIn(siteSchema).filter((pattern) => !(pattern in PATTERN_EXPLANATIONS));
    expect(unexplained).toEqual([]);
  });

  it('propose a corrected value for the common slips', () => {
    expect(repairToPattern('ICP_OES', '^[a-z][a-z0-9-]*$')).toBe('icp-oes');
    expect(repairToPattern('#greeting', '^[a-z][a-z0-9-]*$')).toBe('greeting');
    expect(repairToPattern('introduce/', '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$')).toBe('/introduce');
    expect(repairToPattern('12294a', '^#[0-9a-fA-F]{6}$')).toBe('#12294a');
    expect(repairToPattern('042 936 1200', '^[0-9]{2,4}-[0-9]{3,4}-[0-9]{4}$')).toBe('042-936-1200');
    expect(repairToPattern('사진.gif', '^/[A-Za-z0-9_./-]+\\.(svg|png|jpe?g|webp|avif)$')).toBeUndefined();
  });
});
