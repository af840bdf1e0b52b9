import { koreanDateTimeWithZone } from '../../koreanTime';
import type { StoredInquiry } from '../../storage/InquiryStore';
import { maxMemoLength } from '../../storage/openInquiryStore';
import type { InboxQuery } from '../inboxQuery';
import { ListQueryFields } from './ListQueryFields';

interface MemoFormProps {
  action: string;
  inquiry: StoredInquiry;
  query: InboxQuery;
  /** True right after the row was written, so 저장했습니다 is never said for a save that failed. */
  saved: boolean;
}

/** Staff's own note on the inquiry: who called back, what was quoted. */
export function MemoForm({ action, inquiry, query, saved }: MemoFormProps) {
  return (
    <form method="post" action={action} className="memo stack" id="memo">
      <div className="field">
        <label htmlFor="memo-text">내부 메모 (고객에게 보내지 않습니다)</label>
        <textarea
          id="memo-text"
          name="memo"
          rows={5}
          maxLength={maxMemoLength}
          defaultValue={inquiry.memo}
          aria-describedby="memo-hint"
        />
        <p id="memo-hint" className="aside">
          {inquiry.memoUpdatedAt
            ? `마지막 수정 ${koreanDateTimeWithZone(inquiry.memoUpdatedAt)}`
            : '아직 메모가 없습니다.'}{' '}
          · {maxMemoLength.toLocaleString('ko-KR')}자까지
        </p>
      </div>
      <ListQueryFields query={query} />
      <div className="actions">
        <button type="submit" className="button">
          메모 저장
        </button>
        {saved && (
          <p role="status" className="notice-inline">
            저장했습니다.
          </p>
        )}
      </div>
    </form>
  );
}
