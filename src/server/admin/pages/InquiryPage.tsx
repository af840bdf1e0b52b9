import type { AdminPaths } from '../adminPaths';
import { HandledForm } from '../components/HandledForm';
import { InquiryDetails } from '../components/InquiryDetails';
import type { StoredInquiry } from '../../storage/InquiryStore';
import { AdminDocument } from './AdminDocument';

interface InquiryPageProps {
  siteName: string;
  paths: AdminPaths;
  inquiry: StoredInquiry;
  /** The account logged in. */
  account: string;
}

export function InquiryPage({ siteName, paths, inquiry, account }: InquiryPageProps) {
  const heading = `문의 ${inquiry.id}번 · ${inquiry.company}`;
  return (
    <AdminDocument title={heading} siteName={siteName} paths={paths} loggedIn account={account}>
      <p className="back">
        <a href={paths.home}>목록으로</a>
      </p>
      <h1>{heading}</h1>
      <InquiryDetails inquiry={inquiry} />
      <HandledForm action={paths.handled(inquiry.id)} handled={inquiry.handledAt !== null} />
    </AdminDocument>
  );
}
