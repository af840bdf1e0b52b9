import type { FastifyPluginAsync } from 'fastify';
import { recordAccess } from './accessRecord';
import { adminProblem } from './adminProblems';
import { sessionOwner } from './adminSession';
import { deleteRoutes } from './deleteRoutes';
import type { InboxContext } from './InboxContext';
import {
  inboxHref,
  inboxQuerystringSchema,
  inboxSearchBodySchema,
  pageSize,
  storeFilter,
  type InboxQuerystring,
  type InboxSearchBody,
} from './inboxQuery';
import { listQueryOf } from './listQuery';
import {
  inquiryFormSchema,
  inquiryParamsSchema,
  type InquiryFormBody,
  type InquiryParams,
} from './inquiryRouteSchemas';
import { memoRoute } from './memoRoute';
import { deletionNotice, lostSearchNotice, takeNotice } from './notice';
import { InboxPage } from './pages/InboxPage';
import { InquiryPage } from './pages/InquiryPage';
import { sendPage } from './sendPage';
import { sendProblem } from './sendProblem';

const handledBodySchema = inquiryFormSchema(['handled'], { handled: { type: 'string', enum: ['0', '1'] } });

/** The list, one inquiry, and marking it handled; the session guard sits in front of all of them. */
export function inboxRoutes(context: InboxContext): FastifyPluginAsync {
  const { store, siteName, paths } = context;
  return async (app) => {
    app.get<{ Querystring: InboxQuerystring }>(
      '/',
      { schema: { querystring: inboxQuerystringSchema } },
      async (request, reply) => {
        const query = listQueryOf(context, request, request.query);
        const { items, total } = store.list({
          ...storeFilter(query),
          limit: pageSize,
          offset: (query.page - 1) * pageSize,
        });
        // That a search was made, not what was searched: the text may be a visitor's name or phone number.
        recordAccess(context, request, 'list', null, query.q ? '검색함' : null);
        const notice =
          deletionNotice(takeNotice(request, reply, paths.cookie), store) ??
          (query.lostSearch ? lostSearchNotice : undefined);
        return sendPage(
          reply,
          200,
          <InboxPage
            siteName={siteName}
            paths={paths}
            query={query}
            inquiries={items}
            total={total}
            notice={notice}
            account={request.staffAccount}
          />,
        );
      },
    );

    app.get<{ Params: InquiryParams; Querystring: InboxQuerystring }>(
      '/inquiries/:id',
      { schema: { params: inquiryParamsSchema, querystring: inboxQuerystringSchema } },
      async (request, reply) => {
        const inquiry = store.get(request.params.id);
        if (!inquiry) return sendProblem(reply, context, adminProblem('inquiryNotFound', {}), true);
        recordAccess(context, request, 'view', inquiry.id);
        const notice = takeNotice(request, reply, paths.cookie);
        const memoSaved = notice?.kind === 'memoSaved' && notice.id === inquiry.id;
        const query = listQueryOf(context, request, request.query);
        return sendPage(
          reply,
          200,
          <InquiryPage
            siteName={siteName}
            paths={paths}
            inquiry={inquiry}
            query={query}
            memoSaved={memoSaved}
            account={request.staffAccount}
          />,
        );
      },
    );

    app.post<{ Params: InquiryParams; Body: InquiryFormBody<{ handled: '0' | '1' }> }>(
      '/inquiries/:id/handled',
      { schema: { params: inquiryParamsSchema, body: handledBodySchema } },
      async (request, reply) => {
        const { id } = request.params;
        const handled = request.body.handled === '1';
        // The change and its access record are one commit: neither is kept without the other.
        const changed = store.transaction(() => {
          if (!store.setHandled(id, handled, new Date(), request.staffAccount)) return false;
          recordAccess(context, request, handled ? 'handled' : 'open', id);
          return true;
        });
        if (!changed) return sendProblem(reply, context, adminProblem('inquiryNotFound', {}), true);
        return reply.redirect(inboxHref(paths.inquiry(id), listQueryOf(context, request, request.body)), 303);
      },
    );

    // The search form posts its words; the list it leads to names the search by an id, so the words stay out of every address.
    app.post<{ Body: InboxSearchBody }>(
      '/search',
      { schema: { body: inboxSearchBodySchema } },
      async (request, reply) => {
        const words = request.body.q.trim();
        const search = words ? context.searches.save(sessionOwner(request), words) : '';
        return reply.redirect(inboxHref(paths.home, { search, state: request.body.state ?? 'all', page: 1 }), 303);
      },
    );

    await app.register(memoRoute(context));
    await app.register(deleteRoutes(context));
  };
}
