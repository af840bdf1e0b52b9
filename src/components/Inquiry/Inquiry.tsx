import type { Inquiry as InquiryNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { Container, SectionBox, SectionTitle } from '../common/layout';
import { InquiryForm } from '../InquiryForm/InquiryForm';
import * as S from './Inquiry.styles';

export function Inquiry({ node }: NodeProps<InquiryNode>) {
  return (
    <SectionBox id={node.id} $background={node.background}>
      <Container>
        <SectionTitle>{node.title}</SectionTitle>
        {node.intro && <S.Intro>{node.intro}</S.Intro>}
        <S.FormCard>
          <InquiryForm />
        </S.FormCard>
      </Container>
    </SectionBox>
  );
}
