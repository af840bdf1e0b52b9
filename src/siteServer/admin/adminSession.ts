import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import type { InquiryStore } from '../storage/InquiryStore';

export const sessionCookie = 'admin_session';
const sessionHours = 12;

/** The store keeps only this, so a copy of the database cannot be replayed as a login. */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for the account: a fresh random token in the cookie, its hash in the store. */
export function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: InquiryStore,
  cookiePath: string,
  accountId: number,
  now = new Date(),
): void {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + sessionHours * 60 * 60 * 1000);
  store.saveSession({ tokenHash: sessionTokenHash(token), accountId, expiresAt: expiresAt.toISOString() }, now);
  reply.setCookie(sessionCookie, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: cookiePath,
    // Only behind https: a Secure cookie would never come back over the plain http of a lab's local network.
    secure: request.protocol === 'https',
    maxAge: sessionHours * 60 * 60,
    expires: expiresAt,
  });
}

/** Who a search belongs to (inboxSearches.ts): the login's token hash, '' without a login. */
export function sessionOwner(request: FastifyRequest): string {
  const token = request.cookies[sessionCookie];
  return token === undefined ? '' : sessionTokenHash(token);
}

/** The account whose live session the request's cookie carries, if any. */
export function sessionAccount(request: FastifyRequest, store: InquiryStore): string | undefined {
  const token = request.cookies[sessionCookie];
  return token === undefined ? undefined : store.findSession(sessionTokenHash(token))?.account;
}

/** Ends the request's session; returns the account it belonged to, if it was still live. */
export function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: InquiryStore,
  cookiePath: string,
): string | undefined {
  const account = sessionAccount(request, store);
  const token = request.cookies[sessionCookie];
  if (token !== undefined) store.deleteSession(sessionTokenHash(token));
  reply.clearCookie(sessionCookie, { path: cookiePath });
  return account;
}
