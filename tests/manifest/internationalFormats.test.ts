import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../src/manifest';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { businessNumberCheckDigit } from '../../src/manifest/warnings/businessNumberCheck';
import { FIXTURE_PUBLIC, validText } from './manifestFixture';

const minimalText = readFileSync('tests/fixtures/minimal-site/site.json', 'utf8');

/** The codes and lines of the problems (and the warnings, after them) of the manifest changed by `change`. */
async function reportOf(change: (manifest: SiteManifest) => void, base = minimalText) {
  const manifest = JSON.parse(base) as SiteManifest;
  change(manifest);
  const text = JSON.stringify(manifest, null, 2);
  const result = await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC });
  const found = [...result.problems, ...(result.ok ? result.warnings : [])];
  return { ok: result.ok, found: found.map((problem) => [problem.code, problem.line] as const), text, problems: found };
}

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

describe('phone and fax numbers', () => {
  it.each(['02-123-4567', '1588-1234', '+82 2-1234-5678', '+1 (415) 555-0100', '010 1234 5678', '042.936.1200'])(
    'take %s',
    async (phone) => {
      expect((await reportOf((site) => Object.assign(site.company, { phone, fax: phone }))).found).toEqual([]);
    },
  );

  it.each(['02-123-456a', '++82 2 1234', '12', '02--123-4567', '+82 2 1234 5678 9012 3456', '042-936-1200 내선 3'])(
    'refuse %s at its line',
    async (phone) => {
      const { found, text } = await reportOf((site) => (site.company.phone = phone));
      expect(found).toEqual([['pattern', lineOf(text, '"phone"')]]);
    },
  );
});

describe('map coordinates', () => {
  it.each([
    [-33.8688, 151.2093],
    [51.5072, -0.1276],
    [90, 180],
    [-90, -180],
  ])('take %s, %s anywhere on Earth', async (latitude, longitude) => {
    const { found } = await reportOf((site) => Object.assign(site.map!, { latitude, longitude }), validText);
    expect(found.filter(([code]) => code !== 'unshown-instrument' && code !== 'unshown-case')).toEqual([]);
  });

  it.each([
    ['latitude', 90.5],
    ['longitude', -180.5],
  ])('refuse a %s of %s at its line', async (field, value) => {
    const { found, text } = await reportOf((site) => Object.assign(site.map!, { [field]: value }), validText);
    expect(found).toEqual([['out-of-range', lineOf(text, `"${field}"`)]]);
  });
});

describe('the business registration number', () => {
  it('is optional', async () => {
    expect((await reportOf((site) => delete site.company.businessNumber)).found).toEqual([]);
  });

  it('is refused in another shape, at its line', async () => {
    const { found, text } = await reportOf((site) => {
      site.company.businessNumber = '1234567891';
      site.labels.company.businessNumber = '사업자등록번호';
    });
    expect(found).toEqual([['pattern', lineOf(text, '"businessNumber": "1234567891"')]]);
  });

  it('has its check digit checked, and a wrong one named with the right one', async () => {
    const withNumber = (number: string) => (site: SiteManifest) => {
      site.company.businessNumber = number;
      site.labels.company.businessNumber = '사업자등록번호';
    };
    expect((await reportOf(withNumber('124-81-00998'))).found).toEqual([]);
    const { found, text, problems, ok } = await reportOf(withNumber('124-81-00997'));
    expect(ok).toBe(true);
    expect(found).toEqual([['business-number-check-digit', lineOf(text, '"businessNumber": "124-81-00997"')]]);
    expect(problems[0]!.message).toBe(
      '사업자등록번호 124-81-00997의 마지막 자리(검증 번호)가 맞지 않습니다. 앞의 아홉 자리로 계산하면 8이어야 합니다.',
    );
  });

  it('check digit is the National Tax Service’s', () => {
    // 124-81-00998 is a registered company's; the ninth digit's tens count (9 × 5 = 45 → 4).
    expect(businessNumberCheckDigit([1, 2, 4, 8, 1, 0, 0, 9, 9])).toBe(8);
    expect(businessNumberCheckDigit([1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe(1);
  });
});

describe('the site’s and the company’s optional parts', () => {
  it('take a site without subtitle or image attribution, and a company without representative or fax', async () => {
    const { found } = await reportOf((site) => {
      delete site.site.subtitle;
      delete site.site.heroAttribution;
      delete site.company.fax;
    });
    expect(found).toEqual([]);
  });
});
