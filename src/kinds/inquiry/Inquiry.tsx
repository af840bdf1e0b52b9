import type { Inquiry as InquiryNode } from '../../manifest/site.gen';
import { defineIsland } from '../../islands/defineIsland';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../../components/common/InLanguage';
import { Container, SectionTitle } from '../../components/common/layout';
import { Section } from '../../components/common/Section';
import {
  ALL_COMPANY_FIELDS,
  CompanyDetails,
  type CompanyDetailsData,
} from '../../components/CompanyDetails/CompanyDetails';
import type { InquiryFormData } from '../../components/InquiryForm/InquiryFormData';
import type { InquiryPrefill } from '../../components/InquiryForm/InquiryPrefill';
import { InquiryFormRoot } from '../../components/InquiryForm/InquiryFormRoot';
import * as S from './Inquiry.styles';

const InquiryFormIsland = defineIsland('inquiryForm', InquiryFormRoot);

export interface InquiryProps {
  node: Localized<InquiryNode>;
  details: CompanyDetailsData;
  form: InquiryFormData;
  /** What the form reports as where it was sent from (formPage.ts). */
  page: string;
  /** What the server puts back into this form when it renders it again with errors. */
  prefill?: InquiryPrefill;
}

/** The inquiry form as a page section, optionally beside the company's contact details. */
export function Inquiry({ node, details, form, page, prefill }: InquiryProps) {
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        <SectionTitle>
          <InLanguage text={node.title} />
        </SectionTitle>
        {node.intro && (
          <S.Intro>
            <InLanguage text={node.intro} />
          </S.Intro>
        )}
        <S.Columns $withDetails={Boolean(node.withContactDetails)}>
          <S.FormCard>
            <InquiryFormIsland data={form} section={node.id} page={page} {...(prefill ? { prefill } : {})} />
          </S.FormCard>
          {node.withContactDetails && (
            <S.Details>
              <CompanyDetails fields={ALL_COMPANY_FIELDS} details={details} />
            </S.Details>
          )}
        </S.Columns>
      </Container>
    </Section>
  );
}
