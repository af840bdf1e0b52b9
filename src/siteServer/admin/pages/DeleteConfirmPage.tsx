import { inquiryTitle } from '../../storage/answerText';
import { koreanDateTimeWithZone } from '../../koreanTime';
import type { StoredInquiry } from '../../storage/InquiryStore';
import type { AdminPaths } from '../adminPaths';
import { ListQueryFields } from '../components/ListQueryFields';
import { inboxHref, type InboxQuery } from '../inboxQuery';
import { AdminDocument } from './AdminDocument';

interface DeleteConfirmPageProps {
  siteName: string;
  paths: AdminPaths;
  inquiry: StoredInquiry;
  query: InboxQuery;
  /** The account logged in. */
  account: string;
}

/** The explicit second step before a deletion, as a page of its own so it needs no JavaScript. */
export function DeleteConfirmPage({ siteName, paths, inquiry, query, account }: DeleteConfirmPageProps) {
  const heading = `문의 ${inquiry.id}번을 삭제할까요?`;
  return (
    <AdminDocument title={heading} siteName={siteName} paths={paths} loggedIn account={account}>
      <div className="panel">
        <h1>{heading}</h1>
        <dl className="details">
          <dt>문의</dt>
          <dd>{inquiryTitle(inquiry)}</dd>
          <dt>접수 시각</dt>
          <dd>{koreanDateTimeWithZone(inquiry.receivedAt)}</dd>
        </dl>
        <div className="warning">
          <p>
            개인정보 보호법 제36조에 따라 문의하신 분이 삭제를 요구했을 때 쓰는 기능입니다. 문의 내용, 연락처, 이메일,
            내부 메모가 데이터베이스 파일에서 완전히 지워지며 <strong>되돌릴 수 없습니다.</strong>
          </p>
          <p>이미 받은 알림 메일, 내려받은 CSV 파일, 백업 파일에 든 사본은 지워지지 않으니 따로 지우세요.</p>
        </div>
        <form method="post" action={paths.deleteInquiry(inquiry.id)} className="actions">
          <input type="hidden" name="confirm" value="delete" />
          <ListQueryFields query={query} />
          <button type="submit" className="button button-danger">
            영구 삭제
          </button>
          <a href={inboxHref(paths.inquiry(inquiry.id), query)} className="button button-quiet">
            취소
          </a>
        </form>
      </div>
    </AdminDocument>
  );
}
