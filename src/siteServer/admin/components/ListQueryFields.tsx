import type { InboxQuery } from '../inboxQuery';

/** The list's search, filter and page as hidden fields, so the form's handler can lead back to the same list. */
export function ListQueryFields({ query }: { query: InboxQuery }) {
  return (
    <>
      {query.search && <input type="hidden" name="s" value={query.search} />}
      {query.state !== 'all' && <input type="hidden" name="state" value={query.state} />}
      {query.page > 1 && <input type="hidden" name="page" value={query.page} />}
    </>
  );
}
