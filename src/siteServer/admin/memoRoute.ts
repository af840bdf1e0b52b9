import type { FastifyPluginAsync } from 'fastify';
import { maxMemoLength } from '../storage/openInquiryStore';
import { recordAccess } from './accessRecord';
import { adminProblem } from './adminProblems';
import type { InboxContext } from './InboxContext';
import { inboxHref } from './inboxQuery';
import { listQueryOf } from './listQuery';
import {
  inquiryFormSchema,
  inquiryParamsSchema,
  type InquiryFormBody,
  type InquiryParams,
} from './inquiryRouteSchemas';
import { setNotice } from './notice';
import { sendProblem } from './sendProblem';

// The limit is counted in characters after line breaks are made one; the schema only stops a body that could never fit.
const memoBodySchema = inquiryFormSchema(['memo'], { memo: { type: 'string', maxLength: maxMemoLength * 2 } });
// A full memo of Hangul is about 18 KB once form-encoded, more than the server's default body limit for the public API.
const memoBodyLimit = 64 * 1024;

/** Saving an inquiry's internal memo: the one place it is written. */
export function memoRoute(context: InboxContext): FastifyPluginAsync {
  const { store, paths } = context;
  return async (app) => {
    app.post<{ Params: InquiryParams; Body: InquiryFormBody<{ memo: string }> }>(
      '/inquiries/:id/memo',
      { bodyLimit: memoBodyLimit, schema: { params: inquiryParamsSchema, body: memoBodySchema } },
      async (request, reply) => {
        const { id } = request.params;
        // Browsers send a textarea's line breaks as CRLF, which the textarea's own maxlength counted as one.
        const memo = request.body.memo.replace(/\r\n?/g, '\n').trim();
        const length = [...memo].length;
        if (length > maxMemoLength)
          return sendProblem(reply, context, adminProblem('memoTooLong', { length: length, max: maxMemoLength }), true);
        // The memo and its access record are one commit: "저장했습니다" only when both are on disk.
        const saved = store.transaction(() => {
          if (!store.setMemo(id, memo)) return false;
          recordAccess(context, request, 'memo', id);
          return true;
        });
        if (!saved) return sendProblem(reply, context, adminProblem('inquiryNotFound', {}), true);
        setNotice(request, reply, paths.cookie, { kind: 'memoSaved', id });
        return reply.redirect(`${inboxHref(paths.inquiry(id), listQueryOf(context, request, request.body))}#memo`, 303);
      },
    );
  };
}
