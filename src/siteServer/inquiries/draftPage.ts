import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteManifest } from '../../manifest/site.gen';
import { pathOf } from '../logging/requestLog';
import type { FormLocation } from './formLocation';
import type { InquiryDraft, InquiryDrafts } from './inquiryDrafts';
import { htmlPage, type InquiryPages } from './InquiryPages';
import { pageLanguage } from './pageLanguage';
import { tooManyInquiries } from './refusalOf';

const draftParameter = 'inquiry';

/** The form's own page with the draft's token, e.g. /introduce?inquiry=…#contact: the fragment scrolls to the form. */
export const draftAddress = (location: FormLocation, token: string) =>
  `${encodeURI(location.path)}?${draftParameter}=${token}#${location.section}`;

function tokenOf(url: string): string | null {
  const query = url.indexOf('?');
  return query < 0 ? null : new URLSearchParams(url.slice(query + 1)).get(draftParameter);
}

/** A wait for too many sends counts down: the page says, and Retry-After tells, what is left of it now. */
function drawnNow(
  draft: InquiryDraft,
  manifest: SiteManifest,
): Pick<InquiryDraft, 'errors'> & { headers: Record<string, string> } {
  if (draft.retryAt === undefined) return { errors: draft.errors, headers: {} };
  const refusal = tooManyInquiries(manifest, draft.retryAt - Date.now(), pageLanguage(manifest, draft.location.path));
  return { errors: { ...draft.errors, ...refusal.errors }, headers: refusal.headers };
}

export interface DraftPageParts {
  drafts: InquiryDrafts;
  manifest(): SiteManifest;
  pages(): InquiryPages;
}

/**
 * GET of a form's page with a draft's token: the page again with what was
 * typed and why it was refused, under the refusal's status, for as long as
 * the draft is kept; a reload shows it again and sends nothing. Any other
 * request (an unknown or expired token too) is left to the site: undefined.
 */
export function draftPage(parts: DraftPageParts) {
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    if (request.method !== 'GET') return undefined;
    const token = tokenOf(request.url);
    const draft = token ? parts.drafts.find(token) : undefined;
    if (!draft || encodeURI(draft.location.path) !== pathOf(request.url)) return undefined;
    const { errors, headers } = drawnNow(draft, parts.manifest());
    reply.headers(headers);
    return htmlPage(reply, draft.status, parts.pages().formPage(draft.location, { values: draft.values, errors }));
  };
}
