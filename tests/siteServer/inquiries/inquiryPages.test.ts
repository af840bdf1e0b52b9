import { describe, expect, it } from 'vitest';
import type { PageAssets } from '../../../src/render/prerender';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { createInquiryPages } from '../../../src/siteServer/inquiries/InquiryPages';
import type { Renderer } from '../../../src/siteServer/release/Release';
import { useInquiryManifest } from './inquiryManifest';

const fixture = useInquiryManifest();

/** What the pages ask the build's renderer for: the page's address, and the receipt's way back (which sets its language). */
const renderer = {
  renderPage: (_manifest: SiteManifest, path: string) => `page ${path}`,
  renderInquiryReceiptPage: (_manifest: SiteManifest, receipt: { id: number; back: string }) =>
    `receipt ${receipt.id} back ${receipt.back}`,
} as Partial<Renderer> as Renderer;
const assets = {} as PageAssets;

describe('the pages the server renders for an inquiry without JavaScript', () => {
  it('show the form on its page in its language', () => {
    const pages = createInquiryPages(fixture(), renderer, assets);
    expect(pages.formPage({ path: '/en/about', section: 'contact' }, { values: {}, errors: {} })).toBe(
      'page /en/about',
    );
  });

  it('give the receipt a way back to the form in the language it is shown in', () => {
    const pages = createInquiryPages(fixture(), renderer, assets);
    expect(pages.receipt(3, '/en/about#contact', 'en')).toBe('receipt 3 back /en/about#contact');
    expect(pages.receipt(3, '/about#contact', 'en')).toBe('receipt 3 back /en/about#contact');
    expect(pages.receipt(3, '/en/about#contact', 'ko')).toBe('receipt 3 back /about#contact');
    expect(pages.receipt(3, null, 'en')).toBe(`receipt 3 back /en${fixture().inquiryForm.href}`);
  });
});
