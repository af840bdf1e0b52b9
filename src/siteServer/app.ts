import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminInbox } from './admin/adminInbox';
import { answerErrors, answerFrameworkErrors, apiNotFound } from './http/errorHandlers';
import { healthRoute } from './http/healthRoute';
import { applyHeaders, contentSecurityPolicy, securityHeaders } from './http/securityHeaders';
import { serverTimeouts } from './http/serverTimeouts';
import { siteLanguages } from '../manifest/language/siteLanguages';
import { defaultText, plainTextIn } from '../manifest/language/plainTextIn';
import { createOriginCheck } from './http/ownOrigin';
import { fastifyTrustProxy } from './http/trustProxy';
import { createInquiryPages } from './inquiries/InquiryPages';
import { inquiryRoutes } from './inquiries/inquiryRoutes';
import { bodyLimitBytes } from './inquiries/bodyLimit';
import { draftPage } from './inquiries/draftPage';
import { createInquiryDrafts } from './inquiries/inquiryDrafts';
import { loggerOptions } from './logging/loggerOptions';
import { requestLogHook } from './logging/requestLog';
import type { LiveRelease } from './release/liveRelease';
import type { Release } from './release/Release';
import type { ServerSettings } from './settings';
import { staticSite } from './static/staticSite';
import type { InquiryStore, StoredInquiry } from './storage/InquiryStore';

export interface AppParts {
  /** The build the server runs: its pages, its manifest and its renderer, switched when a rebuild finishes. */
  release: LiveRelease;
  store: InquiryStore;
  settings: ServerSettings;
  onStored(inquiry: StoredInquiry): void;
}

/** The one server: the built site, POST /api/inquiries and the staff inbox at /admin. */
export async function createApp(parts: AppParts): Promise<FastifyInstance> {
  const { settings } = parts;
  // The site's address and name come from the release the server started with; pages, forms and the CSP follow rebuilds.
  const { manifest } = parts.release.loaded();
  const headersOf = new WeakMap<Release, Record<string, string>>();
  const headersFor = (release: Release) => {
    let headers = headersOf.get(release);
    if (!headers)
      headersOf.set(
        release,
        (headers = securityHeaders(contentSecurityPolicy(release.manifest, release.scriptHashes))),
      );
    return headers;
  };
  const errorContext = {
    headers: () => headersFor(parts.release.loaded()),
    languages: siteLanguages(manifest),
    siteName: (code: string) => plainTextIn(manifest, code)(manifest.site.name),
  };
  const { hashClientAddress } = parts.store;
  const app = Fastify({
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    bodyLimit: bodyLimitBytes,
    ...loggerOptions(settings.logLevel),
    ...serverTimeouts(settings),
    frameworkErrors: answerFrameworkErrors(errorContext, hashClientAddress),
  });
  const origins = createOriginCheck(manifest.site.baseUrl, settings.allowedOrigins);

  // First, so that a request a later hook refuses is logged too.
  app.addHook('onRequest', requestLogHook(hashClientAddress));
  // Each request sees the release current when it arrived; on the raw response, so that everything sent carries the headers.
  app.addHook('onRequest', async (_request, reply) => applyHeaders(reply, headersFor(await parts.release.current())));
  app.setErrorHandler(answerErrors(errorContext));
  await app.register(healthRoute, { store: parts.store });
  await app.register(rateLimit, { global: false });
  // Only the origins the operator named may post from elsewhere (a copy of the site on a CDN).
  await app.register(cors, {
    origin: (origin, done) => done(null, origins.isAllowedCrossOrigin(origin)),
    methods: ['POST'],
  });
  await app.register(cookie);
  await app.register(async (admin) => {
    await admin.register(formbody);
    // The inbox is for staff: the site's name in its default language.
    const siteName = defaultText(manifest, manifest.site.name);
    await admin.register(adminInbox, {
      prefix: '/admin',
      store: parts.store,
      siteName,
      isOwnOrigin: (request) => origins.isOwnOrigin(request),
      dataDir: settings.dataDir,
    });
  });
  const pagesOf = new WeakMap<Release, ReturnType<typeof createInquiryPages>>();
  const inquiryPageParts = {
    manifest: () => parts.release.loaded().manifest,
    pages: () => {
      const release = parts.release.loaded();
      let pages = pagesOf.get(release);
      if (!pages)
        pagesOf.set(release, (pages = createInquiryPages(release.manifest, release.renderer, release.assets)));
      return pages;
    },
    drafts: createInquiryDrafts(),
  };
  await app.register(inquiryRoutes, {
    ...inquiryPageParts,
    store: parts.store,
    origins,
    rateLimit: settings.inquiryRateLimit,
    rateWindowMs: settings.inquiryRateWindowSeconds * 1000,
    onStored: parts.onStored,
  });
  await app.register(apiNotFound, { prefix: '/api', ...errorContext });

  // The onRequest hook above has already brought the release up to date for this request.
  const site = staticSite({
    siteDir: () => parts.release.loaded().siteDir,
    olderSiteDirs: parts.release.olderSiteDirs,
  });
  // A refused form post's page (/about?inquiry=…) is answered before the static file, which would serve it empty.
  const draft = draftPage(inquiryPageParts);
  app.setNotFoundHandler(async (request, reply) => draft(request, reply) ?? site(request, reply));
  return app;
}
