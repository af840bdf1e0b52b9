import type { ContactDetails as ContactDetailsNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { Container, SectionBox, SectionTitle } from '../common/layout';
import { CompanyDetails } from '../CompanyDetails/CompanyDetails';

const fields = ['name', 'representative', 'businessNumber', 'addresses', 'phone', 'fax', 'email', 'hours'] as const;

export function ContactDetails({ node }: NodeProps<ContactDetailsNode>) {
  return (
    <SectionBox id={node.id} $background={node.background}>
      <Container>
        <SectionTitle>{node.title}</SectionTitle>
        <CompanyDetails fields={fields} />
      </Container>
    </SectionBox>
  );
}
