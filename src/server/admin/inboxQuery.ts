import type { InquiryListQuery } from '../storage/InquiryStore';

export const inboxStates = ['all', 'open', 'handled'] as const;
export type InboxState = (typeof inboxStates)[number];

/** The list's search, filter and page as they appear in its address. */
export interface InboxQuery {
  q: string;
  state: InboxState;
  page: number;
}

export interface InboxQuerystring {
  q?: string;
  state?: InboxState;
  page?: number;
}

export const pageSize = 50;

export const inboxQuerystringSchema = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 200 },
    state: { type: 'string', enum: inboxStates },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  },
} as const;

/** The list's search, filter and page as optional form fields, so a change on an inquiry's page can lead back to the same list. */
export const inboxQueryFieldsSchema = inboxQuerystringSchema.properties;

export function readInboxQuery(querystring: InboxQuerystring): InboxQuery {
  return { q: querystring.q?.trim() ?? '', state: querystring.state ?? 'all', page: querystring.page ?? 1 };
}

/** What the store is asked for, without paging (the CSV takes every page). */
export function storeFilter(query: InboxQuery): InquiryListQuery {
  return {
    ...(query.q ? { search: query.q } : {}),
    ...(query.state === 'all' ? {} : { state: query.state }),
  };
}

/** The address of a list view; defaults are left out so the plain list stays `/admin`. */
export function inboxHref(base: string, query: InboxQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.state !== 'all') params.set('state', query.state);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
