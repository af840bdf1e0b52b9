import type { ContactDetails as ContactDetailsNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { Container, SectionTitle } from '../../components/common/layout';
import { InLanguage } from '../../components/common/InLanguage';
import { Section } from '../../components/common/Section';
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
    <Section id={node.id} background={node.background}>
      <Container>
        <SectionTitle>
          <InLanguage text={node.title} />
        </SectionTitle>
        <CompanyDetails fields={ALL_COMPANY_FIELDS} details={details} />
      </Container>
    </Section>
  );
}
