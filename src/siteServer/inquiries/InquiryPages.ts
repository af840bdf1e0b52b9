import type { FastifyReply } from 'fastify';
import type { PageAssets } from '../../render/prerender';
import type { InquiryPrefill } from '../../components/InquiryForm/InquiryPrefill';
import { languageOfPath, pathInLanguage } from '../../manifest/language/languagePaths';
import { defaultLanguage, findLanguage, siteLanguages } from '../../manifest/language/siteLanguages';
import type { SiteManifest } from '../../manifest/site.gen';
import type { Renderer } from '../release/Release';
import { formLocation, type FormLocation } from './formLocation';

/** The receipt's address names its inquiry by the row's random token, never by its number (see migrations.ts). */
export const receiptPath = (token: string) => `/inquiry-received/${token}`;

/** A page made for one visitor: never stored by the browser or a proxy, so a later visit of the address gets the site's own. */
export function htmlPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * The HTML the server itself renders for a browser without JavaScript: the
 * form's page again with what was typed and what is wrong, and the receipt.
 * Neither carries the page's scripts: a browser that runs scripts never posts
 * the form itself.
 */
export function createInquiryPages(manifest: SiteManifest, renderer: Renderer, assets: PageAssets) {
  return {
    formPage(location: FormLocation, prefill: Omit<InquiryPrefill, 'section'>): string {
      return renderer.renderPage(manifest, location.path, assets, {
        inquiry: { section: location.section, ...prefill },
        scripts: false,
      });
    },
    /** The receipt in `language` (a code): its way back is the form's page in that language, which the receipt's own words follow. */
    receipt(id: number, page: string | null, language: string): string {
      const languages = siteLanguages(manifest);
      const shown = findLanguage(manifest, language) ?? defaultLanguage(manifest);
      const { path, section } = formLocation(manifest, page, shown);
      const back = pathInLanguage(languageOfPath(path, languages).path, shown, languages);
      return renderer.renderInquiryReceiptPage(manifest, { id, back: `${back}#${section}` }, assets);
    },
  };
}

export type InquiryPages = ReturnType<typeof createInquiryPages>;
