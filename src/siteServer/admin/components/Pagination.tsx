interface PaginationProps {
  page: number;
  pageCount: number;
  previousHref?: string;
  nextHref?: string;
}

export function Pagination({ page, pageCount, previousHref, nextHref }: PaginationProps) {
  if (!previousHref && !nextHref) return null;
  return (
    <nav aria-label="쪽 이동" className="pagination">
      {previousHref && (
        <a href={previousHref} rel="prev">
          이전
        </a>
      )}
      <span>
        {page} / {pageCount}쪽
      </span>
      {nextHref && (
        <a href={nextHref} rel="next">
          다음
        </a>
      )}
    </nav>
  );
}
