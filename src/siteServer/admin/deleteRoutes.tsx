import type { FastifyPluginAsync } from 'fastify';
import { recordAccess } from './accessRecord';
import { adminProblem } from './adminProblems';
import type { InboxContext } from './InboxContext';
import { inboxHref, inboxQuerystringSchema, type InboxQuerystring } from './inboxQuery';
import { listQueryOf } from './listQuery';
import {
  inquiryFormSchema,
  inquiryParamsSchema,
  type InquiryFormBody,
  type InquiryParams,
} from './inquiryRouteSchemas';
import { setNotice } from './notice';
import { DeleteConfirmPage } from './pages/DeleteConfirmPage';
import { sendPage } from './sendPage';
import { sendProblem } from './sendProblem';

// The confirmation page's hidden field: a POST that did not come through that page deletes nothing.
const deleteBodySchema = inquiryFormSchema(['confirm'], { confirm: { type: 'string', const: 'delete' } });

/** Deleting one inquiry on a person's request: a confirmation page, then the deletion itself. */
export function deleteRoutes(context: InboxContext): FastifyPluginAsync {
  const { store, siteName, paths } = context;
  return async (app) => {
    app.get<{ Params: InquiryParams; Querystring: InboxQuerystring }>(
      '/inquiries/:id/delete',
      { schema: { params: inquiryParamsSchema, querystring: inboxQuerystringSchema } },
      async (request, reply) => {
        const inquiry = store.get(request.params.id);
        if (!inquiry) return sendProblem(reply, context, adminProblem('inquiryNotFound', {}), true);
        return sendPage(
          reply,
          200,
          <DeleteConfirmPage
            siteName={siteName}
            paths={paths}
            inquiry={inquiry}
            query={listQueryOf(context, request, request.query)}
            account={request.staffAccount}
          />,
        );
      },
    );

    app.post<{ Params: InquiryParams; Body: InquiryFormBody<{ confirm: 'delete' }> }>(
      '/inquiries/:id/delete',
      { schema: { params: inquiryParamsSchema, body: deleteBodySchema } },
      async (request, reply) => {
        const { id } = request.params;
        const { deleted, wiped } = store.deleteInquiry(id, () => recordAccess(context, request, 'delete', id));
        if (!deleted) return sendProblem(reply, context, adminProblem('inquiryNotFound', {}), true);
        setNotice(request, reply, paths.cookie, { kind: wiped ? 'deleted' : 'deletedUnwiped', id });
        return reply.redirect(inboxHref(paths.home, listQueryOf(context, request, request.body)), 303);
      },
    );
  };
}
