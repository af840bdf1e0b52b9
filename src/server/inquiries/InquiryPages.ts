import type { PageAssets } from '../../entry.server';
import type { InquiryPrefill } from '../../components/InquiryForm/InquiryPrefill';
import type { SiteManifest } from '../../manifest/site.gen';
import type { Renderer } from '../release/Release';
import type { InquiryFieldErrors } from '../../inquiry/inquiryErrors';
import { formLocation } from './formLocation';

export const receiptPath = (id: number | ':id') => `/inquiry-received/${id}`;

const prefillFields = ['company', 'phone', 'email', 'message'] as const;

function typedValues(body: unknown): InquiryPrefill['values'] {
  const source = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const values: InquiryPrefill['values'] = {};
  for (const name of prefillFields) if (typeof source[name] === 'string') values[name] = source[name];
  if (source.consent === 'on' || source.consent === true) values.consent = true;
  return values;
}

/**
 * The HTML the server itself renders for a browser without JavaScript: the
 * form's page again with what was typed and what is wrong, and the receipt.
 * Neither carries the page's scripts: a browser that runs scripts never posts
 * the form itself.
 */
export function createInquiryPages(manifest: SiteManifest, renderer: Renderer, assets: PageAssets) {
  return {
    formWithErrors(body: unknown, errors: InquiryFieldErrors): string {
      const page = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).page : undefined;
      const { path, section } = formLocation(manifest, page);
      return renderer.renderPage(manifest, path, assets, { inquiry: { section, values: typedValues(body), errors }, scripts: false });
    },
    receipt(id: number, page: string | null): string {
      const { path, section } = formLocation(manifest, page);
      return renderer.renderInquiryReceiptPage(manifest, { id, back: `${path}#${section}` }, assets);
    },
  };
}

export type InquiryPages = ReturnType<typeof createInquiryPages>;
