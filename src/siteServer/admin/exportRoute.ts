import type { FastifyPluginAsync } from 'fastify';
import type { InquiryListQuery, StoredInquiry } from '../storage/InquiryStore';
import { inquiriesCsv } from '../storage/inquiriesCsv';
import { recordAccess } from './accessRecord';
import { attachmentDisposition, csvFileName } from './csvAttachment';
import type { InboxContext } from './InboxContext';
import { inboxQuerystringSchema, storeFilter, type InboxQuerystring } from './inboxQuery';
import { listQueryOf } from './listQuery';

const batchSize = 500;

/** Every inquiry the filter matches, read in batches so no default limit of the store can cut the file short. */
function allMatching(context: InboxContext, filter: InquiryListQuery): StoredInquiry[] {
  const items: StoredInquiry[] = [];
  for (;;) {
    const batch = context.store.list({ ...filter, limit: batchSize, offset: items.length });
    items.push(...batch.items);
    if (batch.items.length < batchSize || items.length >= batch.total) return items;
  }
}

/** The list as a spreadsheet: the current search and filter, all pages. */
export function exportRoute(context: InboxContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: InboxQuerystring }>(
      '/export.csv',
      { schema: { querystring: inboxQuerystringSchema } },
      async (request, reply) => {
        const items = allMatching(context, storeFilter(listQueryOf(context, request, request.query)));
        recordAccess(context, request, 'export', null, `${items.length}건`);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachmentDisposition(csvFileName(new Date())))
          .send(inquiriesCsv(items));
      },
    );
  };
}
