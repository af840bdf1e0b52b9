import { createHash } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { InquiryStore } from '../storage/InquiryStore';
import { InquiryStoreError } from '../storage/storeErrors';
import { addUserCommand } from './addUserCommand';
import { adminPaths } from './adminPaths';
import { adminProblem } from './adminProblems';
import { adminStylesheet } from './adminStylesheet';
import { sessionAccount } from './adminSession';
import { exportRoute } from './exportRoute';
import type { InboxContext } from './InboxContext';
import { inboxIsSetUp, refuseForeignPosts, requireAccount, requireSession } from './inboxGuards';
import { inboxRoutes } from './inboxRoutes';
import { createInboxSearches } from './inboxSearches';
import { createLoginLimiter, defaultLoginLimit, type LoginLimit } from './loginLimiter';
import { loginRoutes } from './loginRoutes';
import { sendNoPassword, sendProblem } from './sendProblem';

export interface AdminInboxOptions {
  store: InquiryStore;
  /** Shown in every page's header and title, e.g. "한빛분석센터". */
  siteName: string;
  /** Whether the request's Origin header is the site's own; a POST that fails this changes nothing. */
  isOwnOrigin(request: FastifyRequest): boolean;
  /** Failed logins allowed per address, per account and overall in a window; defaultLoginLimit unless given. */
  loginLimit?: LoginLimit;
  /** The server's DATA_DIR, for the command the setup page shows; the project's data/ unless given. */
  dataDir?: string;
}

const stylesheetTag = `"${createHash('sha256').update(adminStylesheet).digest('base64url').slice(0, 16)}"`;

/**
 * The staff inbox. Expects @fastify/formbody and @fastify/cookie registered
 * by the host; register with a prefix such as '/admin'.
 */
export const adminInbox: FastifyPluginAsync<AdminInboxOptions> = async (app, options) => {
  const context: InboxContext = {
    store: options.store,
    siteName: options.siteName,
    paths: adminPaths(app.prefix),
    addUserCommand: addUserCommand(options.dataDir),
    searches: createInboxSearches(),
  };
  app.decorateRequest('staffAccount', '');

  // Inquiries hold names and contacts: no page of the inbox may sit in a shared or back-forward cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return sendProblem(reply, context, adminProblem('badRequest', {}));
    if (error instanceof InquiryStoreError && error.code === 'databaseUnwritable') {
      request.log.error({ err: error }, '문의함의 변경을 데이터베이스에 기록하지 못했습니다.');
      return sendProblem(reply, context, adminProblem('notSaved', {}), request.staffAccount !== '');
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return sendProblem(reply, context, adminProblem('serverError', {}));
    }
    return sendProblem(reply, context, { ...adminProblem('badRequest', {}), status });
  });

  app.setNotFoundHandler((request, reply) => {
    if (!inboxIsSetUp(context)) return sendNoPassword(reply, context);
    return sendProblem(
      reply,
      context,
      adminProblem('pageNotFound', {}),
      sessionAccount(request, context.store) !== undefined,
    );
  });

  // The stylesheet holds no data, so it is served before any password or login check and may be revalidated.
  app.get('/admin.css', async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('etag', stylesheetTag);
    if (request.headers['if-none-match'] === stylesheetTag) return reply.code(304).send();
    return reply.type('text/css; charset=utf-8').send(adminStylesheet);
  });

  await app.register(async (gated) => {
    gated.addHook('onRequest', requireAccount(context));
    gated.addHook('onRequest', refuseForeignPosts(context, options.isOwnOrigin));
    await gated.register(loginRoutes(context, createLoginLimiter(options.loginLimit ?? defaultLoginLimit)));
    await gated.register(async (inbox) => {
      inbox.addHook('onRequest', requireSession(context));
      await inbox.register(inboxRoutes(context));
      await inbox.register(exportRoute(context));
    });
  });
};
