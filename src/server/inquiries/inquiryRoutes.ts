import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { checkInquiry } from '../../inquiry/checkInquiry';
import { layoutIds } from '../../components/Layout/layoutIds';
import type { SiteManifest } from '../../manifest/site.gen';
import { clientKey } from '../http/clientKey';
import type { OriginCheck } from '../http/ownOrigin';
import type { InquiryStore, StoredInquiry } from '../storage/InquiryStore';
import { InquiryRefusal } from './InquiryRefusal';
import { receiptPath, type InquiryPages } from './InquiryPages';
import { bodyLimitBytes, refusalOf, tooManyInquiries } from './refusalOf';

export interface InquiryRoutesOptions {
  /** The manifest and pages of the current release (a rebuild may change them while the server runs). */
  manifest(): SiteManifest;
  store: InquiryStore;
  pages(): InquiryPages;
  origins: OriginCheck;
  /** Submissions a minute from one address. */
  rateLimit: number;
  /** Called once the inquiry is committed (the mail outbox sends it). */
  onStored(inquiry: StoredInquiry): void;
}

export const inquiriesPath = '/api/inquiries';

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

const filledHoneypot = (body: unknown) =>
  body !== null && typeof body === 'object' && typeof (body as { website?: unknown }).website === 'string' && (body as { website: string }).website.trim() !== '';

function htmlPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * POST /api/inquiries: JSON from the form's script, or a plain form post from
 * a browser without JavaScript. An inquiry is answered 201 (or 303 to its
 * receipt) only after its row is committed; anything refused stores nothing.
 */
export const inquiryRoutes: FastifyPluginAsync<InquiryRoutesOptions> = async (app, options) => {
  const { manifest, store, pages, origins } = options;

  // Only JSON and form posts: every other type (text/plain, multipart) is answered 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: bodyLimitBytes }, app.getDefaultJsonParser('error', 'error'));
  await app.register(formbody, { bodyLimit: bodyLimitBytes });

  app.setErrorHandler((error, request, reply) => {
    const refusal = refusalOf(error, manifest());
    // A failure no visitor caused: the operator must hear of it, with its stack.
    if (refusal.statusCode >= 500) request.log.error({ err: error }, '문의를 처리하다 오류가 났습니다.');
    reply.headers(refusal.headers);
    if (isFormPost(request)) return htmlPage(reply, refusal.statusCode, pages().formWithErrors(request.body, refusal.errors));
    return reply.code(refusal.statusCode).send({ errors: refusal.errors });
  });

  app.post(
    inquiriesPath,
    {
      bodyLimit: bodyLimitBytes,
      config: {
        rateLimit: {
          max: options.rateLimit,
          timeWindow: 60_000,
          keyGenerator: (request) => clientKey(request.ip),
          errorResponseBuilder: (_request, exceeded) => tooManyInquiries(manifest(), exceeded.ttl),
        },
      },
      onRequest: async (request) => {
        if (origins.isForeignOrigin(request)) throw new InquiryRefusal(403, { form: '이 사이트의 페이지에서 보낸 문의만 받습니다.' });
      },
    },
    async (request, reply) => {
      // Only programs fill the hidden field: they are told it worked, whatever else they sent, and nothing is kept.
      if (filledHoneypot(request.body)) return isFormPost(request) ? reply.redirect('/', 303) : reply.code(201).send({ id: 0 });
      const check = checkInquiry(request.body);
      if (!check.ok) throw new InquiryRefusal(400, check.errors);
      const { website: _empty, page, ...fields } = check.inquiry;
      const stored = store.add({ ...fields, page: page ?? null, clientAddress: request.ip });
      options.onStored(stored);
      // The fragment names the receipt's own content: without one the browser would keep the form's (#contact).
      if (isFormPost(request)) return reply.redirect(`${receiptPath(stored.id)}#${layoutIds.main}`, 303);
      return reply.code(201).send({ id: stored.id });
    },
  );

  app.get<{ Params: { id: string } }>(receiptPath(':id'), async (request, reply) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const inquiry = Number.isSafeInteger(id) ? store.get(id) : undefined;
    if (!inquiry) return reply.callNotFound();
    return htmlPage(reply, 200, pages().receipt(inquiry.id, inquiry.page));
  });
};
