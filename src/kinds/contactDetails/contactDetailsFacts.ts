import { ALL_COMPANY_FIELDS } from '../../components/CompanyDetails/companyFields';
import type { KindFactsOf } from '../KindFacts';

export const contactDetailsFacts = {
  companyFields: ALL_COMPANY_FIELDS,
} as const satisfies KindFactsOf<'contactDetails'>;
