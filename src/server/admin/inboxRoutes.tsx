import type { FastifyPluginAsync } from 'fastify';
import { recordAccess } from './accessRecord';
import { adminProblems } from './adminProblems';
import type { InboxContext } from './InboxContext';
import { inboxQuerystringSchema, pageSize, readInboxQuery, storeFilter, type InboxQuerystring } from './inboxQuery';
import { InboxPage } from './pages/InboxPage';
import { InquiryPage } from './pages/InquiryPage';
import { sendPage } from './sendPage';
import { sendProblem } from './sendProblem';

const inquiryParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

const handledBodySchema = {
  type: 'object',
  required: ['handled'],
  properties: { handled: { type: 'string', enum: ['0', '1'] } },
} as const;

/** The list, one inquiry, and marking it handled; the session guard sits in front of all of them. */
export function inboxRoutes(context: InboxContext): FastifyPluginAsync {
  const { store, siteName, paths } = context;
  return async (app) => {
    app.get<{ Querystring: InboxQuerystring }>('/', { schema: { querystring: inboxQuerystringSchema } }, async (request, reply) => {
      const query = readInboxQuery(request.query);
      const { items, total } = store.list({ ...storeFilter(query), limit: pageSize, offset: (query.page - 1) * pageSize });
      // That a search was made, not what was searched: the text may be a visitor's name or phone number.
      recordAccess(context, request, 'list', null, query.q ? '검색함' : null);
      return sendPage(reply, 200, <InboxPage siteName={siteName} paths={paths} query={query} inquiries={items} total={total} account={request.staffAccount} />);
    });

    app.get<{ Params: { id: number } }>('/inquiries/:id', { schema: { params: inquiryParamsSchema } }, async (request, reply) => {
      const inquiry = store.get(request.params.id);
      if (!inquiry) return sendProblem(reply, context, adminProblems.inquiryNotFound(), true);
      recordAccess(context, request, 'view', inquiry.id);
      return sendPage(reply, 200, <InquiryPage siteName={siteName} paths={paths} inquiry={inquiry} account={request.staffAccount} />);
    });

    app.post<{ Params: { id: number }; Body: { handled: '0' | '1' } }>(
      '/inquiries/:id/handled',
      { schema: { params: inquiryParamsSchema, body: handledBodySchema } },
      async (request, reply) => {
        const { id } = request.params;
        const handled = request.body.handled === '1';
        if (!store.setHandled(id, handled, new Date(), request.staffAccount)) return sendProblem(reply, context, adminProblems.inquiryNotFound(), true);
        recordAccess(context, request, handled ? 'handled' : 'open', id);
        return reply.redirect(paths.inquiry(id), 303);
      },
    );
  };
}
