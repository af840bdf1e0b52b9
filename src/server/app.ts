import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminInbox } from './admin/adminInbox';
import { applyHeaders, contentSecurityPolicy, securityHeaders } from './http/securityHeaders';
import { createOriginCheck } from './http/ownOrigin';
import { createInquiryPages } from './inquiries/InquiryPages';
import { inquiryRoutes } from './inquiries/inquiryRoutes';
import { bodyLimitBytes } from './inquiries/refusalOf';
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
  /** Where an unexpected failure of a request is reported (Fastify's own logger is off). */
  logError(error: unknown): void;
}

/** The one server: the built site, POST /api/inquiries and the staff inbox at /admin. */
export async function createApp(parts: AppParts): Promise<FastifyInstance> {
  const { settings } = parts;
  // The site's address and name come from the release the server started with; pages, forms and the CSP follow rebuilds.
  const { manifest } = parts.release.loaded();
  const app = Fastify({ trustProxy: settings.trustProxy, bodyLimit: bodyLimitBytes, logger: false });
  const origins = createOriginCheck(manifest.site.baseUrl, settings.allowedOrigins);
  const headersOf = new WeakMap<Release, Record<string, string>>();

  // Each request sees the release current when it arrived; on the raw response, so that everything sent carries the headers.
  app.addHook('onRequest', async (_request, reply) => {
    const release = await parts.release.current();
    let headers = headersOf.get(release);
    if (!headers) headersOf.set(release, (headers = securityHeaders(contentSecurityPolicy(release.manifest, release.scriptHashes))));
    applyHeaders(reply, headers);
  });
  await app.register(rateLimit, { global: false });
  // Only the origins the operator named may post from elsewhere (a copy of the site on a CDN).
  await app.register(cors, { origin: (origin, done) => done(null, origins.isAllowedCrossOrigin(origin)), methods: ['POST'] });
  await app.register(cookie);
  await app.register(async (admin) => {
    await admin.register(formbody);
    await admin.register(adminInbox, { prefix: '/admin', store: parts.store, siteName: manifest.site.name, isOwnOrigin: (request) => origins.isOwnOrigin(request) });
  });
  const pagesOf = new WeakMap<Release, ReturnType<typeof createInquiryPages>>();
  await app.register(inquiryRoutes, {
    manifest: () => parts.release.loaded().manifest,
    store: parts.store,
    pages: () => {
      const release = parts.release.loaded();
      let pages = pagesOf.get(release);
      if (!pages) pagesOf.set(release, (pages = createInquiryPages(release.manifest, release.renderer, release.assets)));
      return pages;
    },
    origins,
    rateLimit: settings.inquiryRateLimit,
    onStored: parts.onStored,
    logError: parts.logError,
  });

  app.setNotFoundHandler(staticSite(parts.release));
  return app;
}
