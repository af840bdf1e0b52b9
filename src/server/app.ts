import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PageAssets } from '../entry.server';
import type { SiteManifest } from '../manifest/site.gen';
import type { Renderer } from '../../scripts/build/load-renderer';
import { createSiteHandler } from '../../scripts/server/site-handler';
import { adminInbox } from './admin/adminInbox';
import { applyHeaders, contentSecurityPolicy, securityHeaders } from './http/securityHeaders';
import { createOriginCheck } from './http/ownOrigin';
import { fastifyTrustProxy } from './http/trustProxy';
import { createInquiryPages } from './inquiries/InquiryPages';
import { inquiryRoutes } from './inquiries/inquiryRoutes';
import { bodyLimitBytes } from './inquiries/refusalOf';
import type { ServerSettings } from './settings';
import type { InquiryStore, StoredInquiry } from './storage/InquiryStore';

export interface AppParts {
  manifest: SiteManifest;
  renderer: Renderer;
  assets: PageAssets;
  /** The built site (dist/). */
  distDir: string;
  /** CSP hashes of the built pages' inline scripts. */
  scriptHashes: readonly string[];
  store: InquiryStore;
  settings: ServerSettings;
  onStored(inquiry: StoredInquiry): void;
  /** Where an unexpected failure of a request is reported (Fastify's own logger is off). */
  logError(error: unknown): void;
}

/** The one server: the built site, POST /api/inquiries and the staff inbox at /admin. */
export async function createApp(parts: AppParts): Promise<FastifyInstance> {
  const { manifest, settings } = parts;
  const app = Fastify({ trustProxy: fastifyTrustProxy(settings.trustProxy), bodyLimit: bodyLimitBytes, logger: false });
  const headers = securityHeaders(contentSecurityPolicy(manifest, parts.scriptHashes));
  const origins = createOriginCheck(manifest.site.baseUrl, settings.allowedOrigins);

  // On the raw response, so that what the static handler sends by itself carries them too.
  app.addHook('onRequest', async (_request, reply) => applyHeaders(reply, headers));
  await app.register(rateLimit, { global: false });
  // Only the origins the operator named may post from elsewhere (a copy of the site on a CDN).
  await app.register(cors, { origin: (origin, done) => done(null, origins.isAllowedCrossOrigin(origin)), methods: ['POST'] });
  await app.register(cookie);
  await app.register(async (admin) => {
    await admin.register(formbody);
    await admin.register(adminInbox, { prefix: '/admin', store: parts.store, siteName: manifest.site.name, isOwnOrigin: (request) => origins.isOwnOrigin(request) });
  });
  await app.register(inquiryRoutes, {
    manifest,
    store: parts.store,
    pages: createInquiryPages(manifest, parts.renderer, parts.assets),
    origins,
    rateLimit: settings.inquiryRateLimit,
    onStored: parts.onStored,
    logError: parts.logError,
  });

  const site = createSiteHandler(parts.distDir);
  app.setNotFoundHandler((request, reply) => {
    reply.hijack();
    site(request.raw, reply.raw);
  });
  return app;
}
