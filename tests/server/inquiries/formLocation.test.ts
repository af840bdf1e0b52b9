import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { formLocation, isFormLocation } from '../../../src/server/inquiries/formLocation';
import { writeInquiryManifest } from '../../fixtures/inquiry-site/make-manifest';

let dir: string;
let manifest: SiteManifest;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'form-location-'));
  manifest = await writeInquiryManifest(join(dir, 'site.json'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the page an inquiry reports', () => {
  // The home page's company-contact section (tests/fixtures/inquiry-site/additions.json) opens the dialog.
  const dialog = '/#contact';

  it('is a form location when it names an inline form or the dialog of a page of the site', () => {
    expect(isFormLocation(manifest, '/about#contact')).toBe(true);
    expect(isFormLocation(manifest, dialog)).toBe(true);
  });

  it.each(['/about', '/about#greeting', '/nowhere#contact', '/about#contact#contact', 'https://evil.example/about#contact', '/about#contact\n회사명: 가짜'])(
    'is not one when it is %j',
    (page) => expect(isFormLocation(manifest, page)).toBe(false),
  );

  it('sends a refused form without scripts back to an inline form, never to the dialog', () => {
    expect(formLocation(manifest, '/about#contact')).toEqual({ path: '/about', section: 'contact' });
    expect(formLocation(manifest, dialog)).toEqual({ path: '/about', section: 'contact' });
  });

  it('is one on an English page too, which a refused form goes back to in English', () => {
    expect(isFormLocation(manifest, '/en/about#contact')).toBe(true);
    expect(isFormLocation(manifest, '/en#contact')).toBe(true);
    expect(isFormLocation(manifest, '/fr/about#contact')).toBe(false);
    expect(formLocation(manifest, '/en/about#contact')).toEqual({ path: '/en/about', section: 'contact' });
    expect(formLocation(manifest, '/en#contact')).toEqual({ path: '/en/about', section: 'contact' });
  });
});
