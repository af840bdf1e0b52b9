import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import { buildOrThrow } from '../e2e/helpers/run-build';

// A small firm with none of the lab's parts (issue 31): no partners, instruments, cases,
// map, scroller timings or lab labels; no subtitle, representative or business number.
const fixture = join(projectRoot, 'tests/fixtures/minimal-site');
let dir: string;
let home: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'minimal-site-'));
  const out = join(dir, 'dist');
  await buildOrThrow(['--manifest', join(fixture, 'site.json'), '--public', join(fixture, 'public'), '--out', out]);
  home = await readFile(join(out, 'index.html'), 'utf8');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The page's JSON-LD blocks, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

describe('a minimal firm’s site', () => {
  it('builds its page with its details, and dials its international number', () => {
    expect(home).toContain('서울특별시 마포구 월드컵북로 1, 3층');
    expect(home).toContain('href="tel:+82212345678"');
  });

  it('leaves out what the firm does not have, with no empty term or value', () => {
    expect(home).not.toContain('대표자');
    expect(home).not.toContain('사업자등록번호');
    expect(home).not.toMatch(/<dd[^>]*><\/dd>|<dt[^>]*><\/dt>/);
  });

  it('tells search engines its address and no place it has not given', () => {
    const business = structuredData(home).find((data) => data['@id']?.toString().endsWith('#organization'));
    expect(business).toMatchObject({
      telephone: '+82 2-1234-5678',
      address: { streetAddress: '서울특별시 마포구 월드컵북로 1, 3층' },
    });
    expect(business).not.toHaveProperty('geo');
  });
});
