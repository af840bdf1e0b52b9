import type { InquiryListQuery } from '../storage/InquiryStore';
import { searchIdPattern } from './inboxSearches';

export const inboxStates = ['all', 'open', 'handled'] as const;
export type InboxState = (typeof inboxStates)[number];

/** The list's search, filter and page. */
export interface InboxQuery {
  /** The words searched for: shown on the page, never put in an address. */
  q: string;
  /** The id the address carries for the search (inboxSearches.ts); '' without one. */
  search: string;
  state: InboxState;
  page: number;
}

export interface InboxQuerystring {
  s?: string;
  state?: InboxState;
  page?: number;
}

export const pageSize = 50;

export const inboxQuerystringSchema = {
  type: 'object',
  properties: {
    s: { type: 'string', pattern: searchIdPattern },
    state: { type: 'string', enum: inboxStates },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  },
} as const;

/** The list's search, filter and page as optional form fields, so a change on an inquiry's page can lead back to the same list. */
export const inboxQueryFieldsSchema = inboxQuerystringSchema.properties;

/** The search form's fields: posted, so the words never travel in an address. */
export interface InboxSearchBody {
  q: string;
  state?: InboxState;
}

export const inboxSearchBodySchema = {
  type: 'object',
  required: ['q'],
  properties: { q: { type: 'string', maxLength: 200 }, state: { type: 'string', enum: inboxStates } },
} as const;

/**
 * The list's query from its address or a form's fields; `searchText` finds the words of a search id.
 * `lostSearch`: the address named a search this server no longer keeps (it was restarted or upgraded, or the login changed).
 */
export function readInboxQuery(
  fields: InboxQuerystring,
  searchText: (id: string) => string | undefined,
): InboxQuery & { lostSearch: boolean } {
  const text = fields.s === undefined ? undefined : searchText(fields.s);
  return {
    q: text ?? '',
    search: text === undefined ? '' : fields.s!,
    state: fields.state ?? 'all',
    page: fields.page ?? 1,
    lostSearch: fields.s !== undefined && text === undefined,
  };
}

/** What the store is asked for, without paging (the CSV takes every page). */
export function storeFilter(query: InboxQuery): InquiryListQuery {
  return {
    ...(query.q ? { search: query.q } : {}),
    ...(query.state === 'all' ? {} : { state: query.state }),
  };
}

/** The address of a list view; defaults are left out so the plain list stays `/admin`. */
export function inboxHref(base: string, query: Omit<InboxQuery, 'q'>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('s', query.search);
  if (query.state !== 'all') params.set('state', query.state);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
