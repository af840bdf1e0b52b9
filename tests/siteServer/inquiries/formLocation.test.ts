import { describe, expect, it } from 'vitest';
import { formLocation, isFormLocation } from '../../../src/siteServer/inquiries/formLocation';
import { useInquiryManifest } from './inquiryManifest';

const fixture = useInquiryManifest();

describe('the page an inquiry reports', () => {
  // The home page's company-contact section (tests/fixtures/inquiry-site/additions.json) opens the dialog.
  const dialog = '/#contact';

  it('is a form location when it names an inline form or the dialog of a page of the site', () => {
    expect(isFormLocation(fixture(), '/about#contact')).toBe(true);
    expect(isFormLocation(fixture(), dialog)).toBe(true);
  });

  it.each([
    '/about',
    '/about#greeting',
    '/nowhere#contact',
    '/about#contact#contact',
    'https://evil.example/about#contact',
    '/about#contact\n회사명: 가짜',
  ])('is not one when it is %j', (page) => expect(isFormLocation(fixture(), page)).toBe(false));

  it('sends a refused form without scripts back to an inline form, never to the dialog', () => {
    expect(formLocation(fixture(), '/about#contact')).toEqual({ path: '/about', section: 'contact' });
    expect(formLocation(fixture(), dialog)).toEqual({ path: '/about', section: 'contact' });
  });

  it('is one on an English page too, which a refused form goes back to in English', () => {
    expect(isFormLocation(fixture(), '/en/about#contact')).toBe(true);
    expect(isFormLocation(fixture(), '/en#contact')).toBe(true);
    expect(isFormLocation(fixture(), '/fr/about#contact')).toBe(false);
    expect(formLocation(fixture(), '/en/about#contact')).toEqual({ path: '/en/about', section: 'contact' });
    expect(formLocation(fixture(), '/en#contact')).toEqual({ path: '/en/about', section: 'contact' });
  });
});
