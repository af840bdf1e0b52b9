import type { Inquiry as InquiryNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { Container, SectionBox, SectionTitle } from '../common/layout';
import { ALL_COMPANY_FIELDS, CompanyDetails } from '../CompanyDetails/CompanyDetails';
import { InquiryForm } from '../InquiryForm/InquiryForm';
import * as S from './Inquiry.styles';

/** The inquiry form as a page section, optionally beside the company's contact details. */
export function Inquiry({ node }: NodeProps<InquiryNode>) {
  return (
    <SectionBox id={node.id} $background={node.background}>
      <Container>
        <SectionTitle>{node.title}</SectionTitle>
        {node.intro && <S.Intro>{node.intro}</S.Intro>}
        <S.Columns $withDetails={Boolean(node.withContactDetails)}>
          <S.FormCard>
            <InquiryForm section={node.id} />
          </S.FormCard>
          {node.withContactDetails && (
            <S.Details>
              <CompanyDetails fields={ALL_COMPANY_FIELDS} />
            </S.Details>
          )}
        </S.Columns>
      </Container>
    </SectionBox>
  );
}
