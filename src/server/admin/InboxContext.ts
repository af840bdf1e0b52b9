import type { InquiryStore } from '../storage/InquiryStore';
import type { AdminPaths } from './adminPaths';

/** What every inbox route needs: where the data is, what to call the site, where the pages are. */
export interface InboxContext {
  store: InquiryStore;
  siteName: string;
  paths: AdminPaths;
  /** The exact command that adds an account to the server's own database, as the setup page shows it. */
  addUserCommand: string;
}
