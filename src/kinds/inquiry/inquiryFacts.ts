import { ALL_COMPANY_FIELDS } from '../../components/CompanyDetails/companyFields';
import type { KindFactsOf } from '../KindFacts';

// The form is drawn in place, without scripts too.
export const inquiryFacts: KindFactsOf<'inquiry'> = { shows: ['inquiryForm'], companyFields: ALL_COMPANY_FIELDS };
