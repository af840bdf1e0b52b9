import type { InquiryReceiptText } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../common/InLanguage';
import { Container, SectionBox, SectionTitle } from '../common/layout';
import { Paragraphs } from '../common/Paragraphs';
import * as S from './InquiryReceipt.styles';

export interface InquiryReceiptProps {
  /** The number the server stored the inquiry under. */
  id: number;
  /** Where the visitor sent the inquiry from, a path on this site. */
  back: string;
  receipt: Localized<InquiryReceiptText>;
}

/** The page a visitor without JavaScript sees once the server has stored the inquiry. */
export function InquiryReceipt({ id, back, receipt }: InquiryReceiptProps) {
  return (
    <SectionBox>
      <Container>
        <S.Card>
          <SectionTitle as="h1">
            <InLanguage text={receipt.title} />
          </SectionTitle>
          <S.Body>
            <Paragraphs items={receipt.body} />
          </S.Body>
          <S.Reference>
            <dt>
              <InLanguage text={receipt.referenceLabel} />
            </dt>
            <dd>{id}</dd>
          </S.Reference>
          <S.BackLink href={back}>
            <InLanguage text={receipt.backLink} />
          </S.BackLink>
        </S.Card>
      </Container>
    </SectionBox>
  );
}
