import type { InquiryPrefill } from '../../components/InquiryForm/InquiryPrefill';
import type { SectionsShown } from '../SectionsShown';
import type { SiteInLanguage } from './siteInLanguage';

/** What resolvers know of the page being rendered, beside its language's site. */
export interface PageSite extends SiteInLanguage {
  /** The address of the page's route in its language (a tab's own page shares its route's). */
  path: string;
  shown: SectionsShown;
  /** What the server puts back into an inquiry form it renders again with errors. */
  prefill?: InquiryPrefill;
}
