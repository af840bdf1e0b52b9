import type { InquiryStore } from '../storage/InquiryStore';
import type { AdminPaths } from './adminPaths';
import type { InboxSearches } from './inboxSearches';

/** What every inbox route needs: where the data is, what to call the site, where the pages are. */
export interface InboxContext {
  store: InquiryStore;
  siteName: string;
  paths: AdminPaths;
  /** The exact command that adds an account to the server's own database, as the setup page shows it. */
  addUserCommand: string;
  /** The searches made, so that the list's address carries an id and not the words. */
  searches: InboxSearches;
}
