import { useSite } from '../../render/SiteContext';
import { Container, SectionBox, SectionTitle } from '../common/layout';
import { Paragraphs } from '../common/Paragraphs';
import * as S from './InquiryReceipt.styles';

interface InquiryReceiptProps {
  /** The number the server stored the inquiry under. */
  id: number;
  /** Where the visitor sent the inquiry from, a path on this site. */
  back: string;
}

/** The page a visitor without JavaScript sees once the server has stored the inquiry. */
export function InquiryReceipt({ id, back }: InquiryReceiptProps) {
  const { receipt } = useSite().inquiryForm;
  return (
    <SectionBox>
      <Container>
        <S.Card>
          <SectionTitle as="h1">{receipt.title}</SectionTitle>
          <S.Body>
            <Paragraphs items={receipt.body} />
          </S.Body>
          <S.Reference>
            <dt>{receipt.referenceLabel}</dt>
            <dd>{id}</dd>
          </S.Reference>
          <S.BackLink href={back}>{receipt.backLink}</S.BackLink>
        </S.Card>
      </Container>
    </SectionBox>
  );
}
