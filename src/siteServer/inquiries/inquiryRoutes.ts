import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { checkInquiry } from '../../inquiry/checkInquiry';
import { visitorLanguageFor } from '../../messages/visitorLanguage';
import { layoutIds } from '../../components/Layout/layoutIds';
import type { SiteManifest } from '../../manifest/site.gen';
import { languageOfPath, pathInLanguage } from '../../manifest/language/languagePaths';
import { siteLanguages } from '../../manifest/language/siteLanguages';
import { clientKey } from '../http/clientKey';
import { pathOf } from '../logging/requestLog';
import type { OriginCheck } from '../http/ownOrigin';
import type { InquiryStore, StoredInquiry } from '../storage/InquiryStore';
import { bodyLimitBytes } from './bodyLimit';
import { draftAddress } from './draftPage';
import { OversizedForm, parseFormPosts } from './formBody';
import { formLocation, isFormLocation } from './formLocation';
import type { InquiryDrafts } from './inquiryDrafts';
import { InquiryRefusal } from './InquiryRefusal';
import { htmlPage, receiptPath, type InquiryPages } from './InquiryPages';
import { pageLanguage, refererPath } from './pageLanguage';
import { foreignOrigin, refusalOf, tooManyInquiries } from './refusalOf';
import { siteFieldRules, staffFieldRules } from './siteFieldRules';
import { storedAnswers } from './storedAnswers';
import { cutToMaxLengths, reportedPage, typedValues } from './typedValues';

export interface InquiryRoutesOptions {
  /** The manifest and pages of the current release (a rebuild may change them while the server runs). */
  manifest(): SiteManifest;
  store: InquiryStore;
  pages(): InquiryPages;
  /** Refused form posts, for the page the browser is sent back to (draftPage answers it). */
  drafts: InquiryDrafts;
  origins: OriginCheck;
  /** Submissions from one address in a window of `rateWindowMs`. */
  rateLimit: number;
  rateWindowMs: number;
  /** Called once the inquiry is committed (the mail outbox sends it). */
  onStored(inquiry: StoredInquiry): void;
}

export const inquiriesPath = '/api/inquiries';

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

const filledHoneypot = (body: unknown) =>
  body !== null &&
  typeof body === 'object' &&
  typeof (body as { website?: unknown }).website === 'string' &&
  (body as { website: string }).website.trim() !== '';

/** When a client refused for too many sends may send again, from the refusal's own Retry-After. */
function retryAt(refusal: InquiryRefusal): { retryAt?: number } {
  const seconds = Number(refusal.headers['Retry-After']);
  return seconds > 0 ? { retryAt: Date.now() + seconds * 1000 } : {};
}

/**
 * POST /api/inquiries: JSON from the form's script, or a plain form post from
 * a browser without JavaScript. An inquiry is answered 201 (or 303 to its
 * receipt) only after its row is committed; anything refused stores nothing.
 */
export const inquiryRoutes: FastifyPluginAsync<InquiryRoutesOptions> = async (app, options) => {
  const { manifest, store, pages, origins, drafts } = options;

  // Only JSON and form posts: every other type (text/plain, multipart) is answered 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: bodyLimitBytes },
    app.getDefaultJsonParser('error', 'error'),
  );
  parseFormPosts(app);

  /**
   * A refused form post (Post/Redirect/Get): kept as a draft and answered 303
   * to the form's own page, which shows it with the refusal's status. The
   * browser lands on the form with everything typed, and a reload of that
   * page sends nothing again.
   */
  const backToForm = (
    request: FastifyRequest,
    reply: FastifyReply,
    body: unknown,
    refusal: InquiryRefusal,
    values = typedValues(body, siteFieldRules(manifest(), languageOf(request).code)),
  ) => {
    const location = formLocation(manifest(), reportedPage(body));
    const draft = { location, status: refusal.statusCode, values, errors: refusal.errors, ...retryAt(refusal) };
    const token = drafts.keep(draft, clientKey(request.ip));
    // The rate limit's Retry-After belongs on the page that says the wait; on a 303 it would delay the redirect itself.
    reply.removeHeader('Retry-After');
    return reply.header('Cache-Control', 'no-store').redirect(draftAddress(location, token), 303);
  };

  /** The language of the form's page: from the body's `page` where the body was read, else from the Referer. */
  const languageOf = (request: FastifyRequest, error?: unknown) =>
    pageLanguage(
      manifest(),
      reportedPage(error instanceof OversizedForm ? error.values : request.body) ??
        refererPath(request.headers.referer),
    );

  app.setErrorHandler((error, request, reply) => {
    const refusal = refusalOf(error, manifest(), isFormPost(request), languageOf(request, error));
    // A failure no visitor caused: the operator must hear of it, with its stack.
    if (refusal.statusCode >= 500) request.log.error({ err: error }, '문의를 처리하다 오류가 났습니다.');
    if (error instanceof OversizedForm) {
      const rules = siteFieldRules(manifest(), languageOf(request, error).code);
      return backToForm(
        request,
        reply,
        error.values,
        refusal,
        cutToMaxLengths(typedValues(error.values, rules), rules),
      );
    }
    // A foreign origin's post is refused before its body is read: there is nothing of it to keep.
    if (isFormPost(request) && refusal.statusCode !== 403) return backToForm(request, reply, request.body, refusal);
    reply.headers(refusal.headers);
    if (isFormPost(request))
      return htmlPage(
        reply,
        refusal.statusCode,
        pages().formPage(formLocation(manifest(), undefined, languageOf(request)), {
          values: {},
          errors: refusal.errors,
        }),
      );
    return reply.code(refusal.statusCode).send({ errors: refusal.errors });
  });

  app.post(
    inquiriesPath,
    {
      config: {
        rateLimit: {
          max: options.rateLimit,
          timeWindow: options.rateWindowMs,
          // Counted once the body is read, so that a form refused for too many sends still comes back with what was typed.
          hook: 'preHandler',
          keyGenerator: (request) => clientKey(request.ip),
          errorResponseBuilder: (request, exceeded) => tooManyInquiries(manifest(), exceeded.ttl, languageOf(request)),
        },
      },
      onRequest: async (request) => {
        if (origins.isForeignOrigin(request)) throw foreignOrigin(manifest());
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      const inLanguage = (path: string) => pathInLanguage(path, language, siteLanguages(manifest()));
      // Only programs fill the hidden field: they are told it worked, whatever else they sent, and nothing is kept.
      if (filledHoneypot(request.body))
        return isFormPost(request) ? reply.redirect(inLanguage('/'), 303) : reply.code(201).send({ id: 0 });
      const site = manifest();
      const rules = siteFieldRules(site, language.code);
      const check = checkInquiry(request.body, rules, visitorLanguageFor(language.code, siteLanguages(site)));
      if (!check.ok) throw new InquiryRefusal(400, check.errors);
      const { answers, page } = check.inquiry;
      // Only a page of the site with a form on it goes into the lab's mail and the inbox.
      const stored = store.add({
        fields: storedAnswers(answers, staffFieldRules(site)),
        page: page !== undefined && isFormLocation(manifest(), page) ? page : null,
        language: language.code,
        clientAddress: request.ip,
      });
      options.onStored(stored);
      // The fragment names the receipt's own content: without one the browser would keep the form's (#contact).
      if (isFormPost(request))
        return reply.redirect(`${inLanguage(receiptPath(stored.receipt))}#${layoutIds.main}`, 303);
      return reply.code(201).send({ id: stored.id });
    },
  );

  // The receipt in each language of the site: /inquiry-received/<token>, /en/inquiry-received/<token>. Whatever the
  // address holds (an inquiry's number, a deleted inquiry's token, anything) is looked up the same way, and
  // anything not found gets the same not-found page: no address tells one of them from another.
  const receipt = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
    const languages = siteLanguages(manifest());
    const { language, path } = languageOfPath(pathOf(request.url), languages);
    const inquiry = store.getByReceipt(request.params.token);
    if (!inquiry || path !== receiptPath(inquiry.receipt)) return reply.callNotFound();
    return htmlPage(reply, 200, pages().receipt(inquiry.id, inquiry.page, language.code));
  };
  app.get(receiptPath(':token'), receipt);
  app.get(`/:language${receiptPath(':token')}`, receipt);
};
