import { companyDetails } from '../../render/resolve/sharedProps';
import type { Kind } from '../Kind';
import { ContactDetails, type ContactDetailsProps } from './ContactDetails';

export const contactDetailsKind: Kind<'contactDetails', ContactDetailsProps> = {
  resolve: (node, site) => ({ node, details: companyDetails(site) }),
  Component: ContactDetails,
};
