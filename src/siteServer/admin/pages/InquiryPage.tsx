import { inquiryTitle } from '../../storage/answerText';
import type { AdminPaths } from '../adminPaths';
import { HandledForm } from '../components/HandledForm';
import { InquiryDetails } from '../components/InquiryDetails';
import { MemoForm } from '../components/MemoForm';
import { inboxHref, type InboxQuery } from '../inboxQuery';
import type { StoredInquiry } from '../../storage/InquiryStore';
import { AdminDocument } from './AdminDocument';

interface InquiryPageProps {
  siteName: string;
  paths: AdminPaths;
  inquiry: StoredInquiry;
  /** The list this inquiry was opened from, which every way back returns to. */
  query: InboxQuery;
  memoSaved: boolean;
  /** The account logged in. */
  account: string;
}

export function InquiryPage({ siteName, paths, inquiry, query, memoSaved, account }: InquiryPageProps) {
  const heading = `문의 ${inquiry.id}번 · ${inquiryTitle(inquiry)}`;
  return (
    <AdminDocument title={heading} siteName={siteName} paths={paths} loggedIn account={account}>
      <p className="back">
        <a href={inboxHref(paths.home, query)}>목록으로</a>
      </p>
      <h1>{heading}</h1>
      <InquiryDetails inquiry={inquiry} />
      <div className="actions">
        <HandledForm action={paths.handled(inquiry.id)} handled={inquiry.handledAt !== null} query={query} />
        <a href={inboxHref(paths.deleteInquiry(inquiry.id), query)} className="button button-danger">
          삭제
        </a>
      </div>
      <MemoForm action={paths.memo(inquiry.id)} inquiry={inquiry} query={query} saved={memoSaved} />
    </AdminDocument>
  );
}
