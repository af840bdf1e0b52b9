import { formPage } from '../../components/InquiryForm/formPage';
import { companyDetails, inquiryFormData } from '../../render/resolve/sharedProps';
import type { Kind } from '../Kind';
import { CompanyContact, type CompanyContactProps } from './CompanyContact';

export const companyContactKind: Kind<'companyContact', CompanyContactProps> = {
  resolve: (node, site) => ({
    node,
    details: companyDetails(site),
    form: inquiryFormData(site),
    page: formPage(site.path, node.id),
  }),
  Component: CompanyContact,
};
