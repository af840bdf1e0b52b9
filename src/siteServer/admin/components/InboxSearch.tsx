import { inboxHref, type InboxQuery, type InboxState } from '../inboxQuery';

const stateLabels: Record<InboxState, string> = { all: '전체', open: '미처리', handled: '처리됨' };

interface InboxSearchProps {
  /** The list's address, which the filter links lead to. */
  action: string;
  /** Where the words are posted: a search in an address would sit in every proxy's log. */
  searchAction: string;
  query: InboxQuery;
}

/** The search box and the state filter; each keeps the other and starts again at the first page. */
export function InboxSearch({ action, searchAction, query }: InboxSearchProps) {
  return (
    <div className="toolbar">
      <form method="post" action={searchAction} role="search" className="search">
        <label htmlFor="search">검색</label>
        <input
          id="search"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="회사명, 연락처, 이메일, 내용, 메모"
        />
        {query.state !== 'all' && <input type="hidden" name="state" value={query.state} />}
        <button type="submit" className="button">
          검색
        </button>
      </form>
      <nav aria-label="처리 상태로 거르기" className="filters">
        <ul>
          {(Object.keys(stateLabels) as InboxState[]).map((state) => (
            <li key={state}>
              <a
                href={inboxHref(action, { ...query, state, page: 1 })}
                aria-current={state === query.state ? 'page' : undefined}
              >
                {stateLabels[state]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
