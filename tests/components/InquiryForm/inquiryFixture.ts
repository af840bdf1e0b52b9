import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, vi } from 'vitest';
import type {
  CompanyContact,
  Inquiry,
  InquiryDelivery,
  InquiryFormText,
  SiteManifest,
} from '../../../src/manifest/site.gen';
import { fieldRules, type FieldRule } from '../../../src/inquiry/fieldRules';
import type { Localized } from '../../../src/render/localize';
import { siteInLanguage } from '../../../src/render/resolve/siteInLanguage';

// A path, not a URL: under jsdom, URL is jsdom's own and node:fs rejects it.
const fixture = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/manifests/valid.json');

/** The fixture manifest, read fresh so a test may change its copy; `delivery` replaces inquiryForm.delivery. */
export function fixtureManifest(delivery?: InquiryDelivery): SiteManifest {
  const manifest = JSON.parse(readFileSync(fixture, 'utf8')) as SiteManifest;
  if (delivery) manifest.inquiryForm.delivery = delivery;
  return manifest;
}

/** The form's texts as the Korean pages resolve them: what the form's helpers are given. */
export function koreanFormText(manifest: SiteManifest): Localized<InquiryFormText> {
  return siteInLanguage(manifest, 'ko').manifest.inquiryForm;
}

/** The fixture's fields as the Korean form and the server check them. */
export const koreanRules = (manifest: SiteManifest): FieldRule[] => fieldRules(koreanFormText(manifest).fields);

export const formPath = '/about';

/** The fixture's inline inquiry section, on /about. */
export function inquirySection(manifest: SiteManifest): Inquiry {
  const page = manifest.routes.find((route) => route.path === formPath)?.page;
  const node = page?.type === 'stackedPage' ? page.sections.find((section) => section.type === 'inquiry') : undefined;
  if (node?.type !== 'inquiry')
    throw new Error(`The fixture manifest is expected to hold an inquiry section on ${formPath}.`);
  return node;
}

/** The fixture has no home contact section; the dialog's tests draw this one. */
export const contactSection: CompanyContact = {
  type: 'companyContact',
  id: 'contact-us',
  title: '연락처',
  intro: ['분석 문의를 받습니다.'],
  buttonLabel: '문의하기',
};

/** Values the schema accepts. */
export const filled = {
  company: '한빛소재',
  phone: '042-123-4567',
  email: 'qa@hanbit.example',
  message: '도금층 변색 원인 분석 문의',
};
export type Filled = typeof filled;

/** A promise to settle from the test, for a request still in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A mock in place of the global fetch for every test of the calling file, reset before each. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/**
 * jsdom lays nothing out and has no scrollIntoView; this records the calls,
 * for every test of the calling file.
 */
export function stubScrollIntoView() {
  const scrollIntoView = vi.fn<Element['scrollIntoView']>();
  beforeEach(() => {
    scrollIntoView.mockReset();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  return scrollIntoView;
}
