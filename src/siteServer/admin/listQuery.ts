import type { FastifyRequest } from 'fastify';
import { sessionOwner } from './adminSession';
import type { InboxContext } from './InboxContext';
import { readInboxQuery, type InboxQuerystring } from './inboxQuery';

/** The list's query a request names (its address, or a form's hidden fields), with the words of its search for this login. */
export function listQueryOf(context: InboxContext, request: FastifyRequest, fields: InboxQuerystring) {
  const owner = sessionOwner(request);
  return readInboxQuery(fields, (id) => context.searches.find(owner, id));
}
