import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headTags } from '../../src/document/headTags';
import type { LabManifest } from '../helpers/labManifest';

const fixture = JSON.parse(readFileSync('tests/fixtures/manifests/valid.json', 'utf8')) as LabManifest;

function jsonLdIn(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const korean = { code: 'ko', name: '한국어', locale: 'ko_KR' };
const meta = (path: string | null) => ({ title: 't', description: 'd', path, language: korean, alternates: [] });

describe('structured data on the home page', () => {
  it('describes the business with the same details the pages show', () => {
    const [data, ...others] = jsonLdIn(headTags(fixture, meta('/')));
    expect(others).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: fixture.company.name,
      url: `${fixture.site.baseUrl}/`,
      telephone: fixture.company.phone,
      email: fixture.company.email,
      address: { '@type': 'PostalAddress', streetAddress: fixture.company.address.road, addressCountry: 'KR' },
      geo: { '@type': 'GeoCoordinates', latitude: fixture.map.latitude, longitude: fixture.map.longitude },
    });
  });

  it('has what search engines require of a local business: name, address, and absolute URLs', () => {
    const [data] = jsonLdIn(headTags(fixture, meta('/')));
    for (const key of ['name', 'address', 'url', 'telephone', 'geo', 'image']) expect(data, key).toHaveProperty(key);
    for (const key of ['url', 'logo', 'image', '@id']) expect(String(data![key])).toMatch(/^https:\/\//);
    const geo = data!.geo as { latitude: number; longitude: number };
    expect(Math.abs(geo.latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(geo.longitude)).toBeLessThanOrEqual(180);
  });

  it('is only on the home page', () => {
    expect(jsonLdIn(headTags(fixture, meta('/about')))).toEqual([]);
    expect(jsonLdIn(headTags(fixture, meta(null)))).toEqual([]);
  });

  it('cannot be closed early by text in site.json', () => {
    const manifest = { ...fixture, company: { ...fixture.company, name: '</script><script>alert(1)</script>' } };
    const html = headTags(manifest, meta('/'));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdIn(html)[0]!.name).toBe('</script><script>alert(1)</script>');
  });
});
