import type { FastifyRequest } from 'fastify';
import type { AccessAction } from '../storage/accessActions';
import type { InboxContext } from './InboxContext';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account logged in, set by requireSession; '' before it runs. */
    staffAccount: string;
  }
}

/** Appends to the access record what the logged-in account did, from the request's (hashed) address. */
export function recordAccess(
  context: InboxContext,
  request: FastifyRequest,
  action: AccessAction,
  inquiryId: number | null = null,
  detail: string | null = null,
  account = request.staffAccount,
): void {
  context.store.recordAccess({
    account,
    clientHash: context.store.hashClientAddress(request.ip),
    action,
    inquiryId,
    detail,
  });
}
