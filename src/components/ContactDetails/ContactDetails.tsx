import type { ContactDetails as ContactDetailsNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { Container, SectionTitle } from '../common/layout';
import { Section } from '../common/Section';
import { ALL_COMPANY_FIELDS, CompanyDetails } from '../CompanyDetails/CompanyDetails';

export function ContactDetails({ node }: NodeProps<ContactDetailsNode>) {
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        <SectionTitle>{node.title}</SectionTitle>
        <CompanyDetails fields={ALL_COMPANY_FIELDS} />
      </Container>
    </Section>
  );
}
