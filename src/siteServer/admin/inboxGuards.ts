import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { adminPasswordSetting } from '../security/password';
import { adminProblem } from './adminProblems';
import { sessionAccount } from './adminSession';
import type { InboxContext } from './InboxContext';
import { sendNoPassword, sendProblem } from './sendProblem';

/** Whether anyone can log in: an account, or an older version's shared password waiting to become one. */
export function inboxIsSetUp(context: InboxContext): boolean {
  return context.store.countAccounts() > 0 || context.store.getSetting(adminPasswordSetting) !== undefined;
}

/** Until staff add an account, every page explains how and shows nothing else. */
export function requireAccount(context: InboxContext): onRequestAsyncHookHandler {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!inboxIsSetUp(context)) return sendNoPassword(reply, context);
  };
}

/**
 * Refuses a POST that another site's page could have sent. The cookie's
 * SameSite=Strict already stops most; this also covers browsers and proxies
 * that drop it. A POST without Origin counts as foreign: every browser that
 * can run the inbox sends one.
 */
export function refuseForeignPosts(
  context: InboxContext,
  isOwnOrigin: (request: FastifyRequest) => boolean,
): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    if (request.headers.origin === undefined || !isOwnOrigin(request))
      return sendProblem(reply, context, adminProblem('foreignOrigin', {}));
  };
}

/** A page asked for without a session leads to the login form; a change is refused. */
export function requireSession(context: InboxContext): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const account = sessionAccount(request, context.store);
    if (account !== undefined) {
      request.staffAccount = account;
      return;
    }
    if (request.method === 'GET' || request.method === 'HEAD') return reply.redirect(context.paths.login, 303);
    return sendProblem(reply, context, adminProblem('loginRequired', {}));
  };
}
