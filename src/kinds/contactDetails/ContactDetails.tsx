import type { ContactDetails as ContactDetailsNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { TitledSection } from '../../components/common/TitledSection';
import {
  ALL_COMPANY_FIELDS,
  CompanyDetails,
  type CompanyDetailsData,
} from '../../components/CompanyDetails/CompanyDetails';

export interface ContactDetailsProps {
  node: Localized<ContactDetailsNode>;
  details: CompanyDetailsData;
}

export function ContactDetails({ node, details }: ContactDetailsProps) {
  return (
    <TitledSection node={node}>
      <CompanyDetails fields={ALL_COMPANY_FIELDS} details={details} />
    </TitledSection>
  );
}
