import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { adminPasswordSetting } from '../security/password';
import { adminProblems } from './adminProblems';
import { hasSession } from './adminSession';
import type { InboxContext } from './InboxContext';
import { sendNoPassword, sendProblem } from './sendProblem';

export function passwordIsSet(context: InboxContext): boolean {
  return context.store.getSetting(adminPasswordSetting) !== undefined;
}

/** Until staff set a password, every page explains how and shows nothing else. */
export function requirePassword(context: InboxContext): onRequestAsyncHookHandler {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!passwordIsSet(context)) return sendNoPassword(reply, context);
  };
}

/**
 * Refuses a POST that another site's page could have sent. The cookie's
 * SameSite=Strict already stops most; this also covers browsers and proxies
 * that drop it. A POST without Origin counts as foreign: every browser that
 * can run the inbox sends one.
 */
export function refuseForeignPosts(context: InboxContext, isOwnOrigin: (request: FastifyRequest) => boolean): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    if (request.headers.origin === undefined || !isOwnOrigin(request)) return sendProblem(reply, context, adminProblems.foreignOrigin());
  };
}

/** A page asked for without a session leads to the login form; a change is refused. */
export function requireSession(context: InboxContext): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasSession(request, context.store)) return;
    if (request.method === 'GET' || request.method === 'HEAD') return reply.redirect(context.paths.login, 303);
    return sendProblem(reply, context, adminProblems.loginRequired());
  };
}
