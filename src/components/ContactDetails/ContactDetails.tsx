import type { ContactDetails as ContactDetailsNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { Container, SectionBox, SectionTitle } from '../common/layout';
import { ALL_COMPANY_FIELDS, CompanyDetails } from '../CompanyDetails/CompanyDetails';

export function ContactDetails({ node }: NodeProps<ContactDetailsNode>) {
  return (
    <SectionBox id={node.id} $background={node.background}>
      <Container>
        <SectionTitle>{node.title}</SectionTitle>
        <CompanyDetails fields={ALL_COMPANY_FIELDS} />
      </Container>
    </SectionBox>
  );
}
