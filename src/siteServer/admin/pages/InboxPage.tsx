import type { AdminPaths } from '../adminPaths';
import { AdminDocument } from './AdminDocument';
import { InboxSearch } from '../components/InboxSearch';
import { InquiryCards } from '../components/InquiryCards';
import { InquiryTable } from '../components/InquiryTable';
import { Pagination } from '../components/Pagination';
import { inboxHref, pageSize, type InboxQuery } from '../inboxQuery';
import type { StoredInquiry } from '../../storage/InquiryStore';

interface InboxPageProps {
  siteName: string;
  paths: AdminPaths;
  query: InboxQuery;
  inquiries: StoredInquiry[];
  total: number;
  /** What the last change did (a deletion), said once. */
  notice?: string;
  /** The account logged in. */
  account: string;
}

export function InboxPage({ siteName, paths, query, inquiries, total, notice, account }: InboxPageProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const filtered = query.q !== '' || query.state !== 'all';
  const exportHref = inboxHref(paths.exportCsv, { ...query, page: 1 });
  const listLabel = `문의 목록 (${query.page} / ${pageCount}쪽, 최근 접수 순)`;
  // Each inquiry's page carries the list's search, filter and page, so its way back returns here.
  const inquiryHref = (id: number) => inboxHref(paths.inquiry(id), query);
  return (
    <AdminDocument
      title={query.q ? `‘${query.q}’ 검색` : '받은 문의'}
      siteName={siteName}
      paths={paths}
      loggedIn
      account={account}
    >
      <h1>받은 문의</h1>
      {notice && (
        <p role="status" className="notice">
          {notice}
        </p>
      )}
      <InboxSearch action={paths.home} searchAction={paths.search} query={query} />
      <div className="summary">
        <p>
          {filtered ? '조건에 맞는 문의' : '전체 문의'} <strong>{total}건</strong>
        </p>
        <a href={exportHref} className="button button-quiet" download>
          CSV로 내보내기
        </a>
      </div>
      {inquiries.length > 0 ? (
        <>
          {/* Both are sent; the stylesheet shows the table from 600 px up and the cards below. */}
          <InquiryTable caption={listLabel} inquiries={inquiries} inquiryHref={inquiryHref} />
          <InquiryCards label={listLabel} inquiries={inquiries} inquiryHref={inquiryHref} />
        </>
      ) : (
        <p className="empty">
          {total > 0
            ? '이 쪽에는 문의가 없습니다.'
            : filtered
              ? '조건에 맞는 문의가 없습니다.'
              : '아직 받은 문의가 없습니다.'}
        </p>
      )}
      <Pagination
        page={query.page}
        pageCount={pageCount}
        previousHref={
          query.page > 1
            ? inboxHref(paths.home, { ...query, page: Math.min(query.page, pageCount + 1) - 1 })
            : undefined
        }
        nextHref={query.page < pageCount ? inboxHref(paths.home, { ...query, page: query.page + 1 }) : undefined}
      />
    </AdminDocument>
  );
}
