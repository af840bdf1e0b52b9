import type { ContactDetails as ContactDetailsNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { TitledSection } from '../../components/common/TitledSection';
import { CompanyDetails, type CompanyDetailsData } from '../../components/CompanyDetails/CompanyDetails';
import { contactDetailsFacts } from './contactDetailsFacts';

export interface ContactDetailsProps {
  node: Localized<ContactDetailsNode>;
  details: CompanyDetailsData;
}

export function ContactDetails({ node, details }: ContactDetailsProps) {
  return (
    <TitledSection node={node}>
      <CompanyDetails fields={contactDetailsFacts.companyFields} details={details} />
    </TitledSection>
  );
}
