import { formPage } from '../../components/InquiryForm/formPage';
import { companyDetails, inquiryFormData } from '../../render/resolve/sharedProps';
import type { Kind } from '../Kind';
import { Inquiry, type InquiryProps } from './Inquiry';

export const inquiryKind: Kind<'inquiry', InquiryProps> = {
  resolve: (node, site) => ({
    node,
    details: companyDetails(site),
    form: inquiryFormData(site),
    page: formPage(site.path, node.id),
    ...(site.prefill?.section === node.id ? { prefill: site.prefill } : {}),
  }),
  Component: Inquiry,
};
