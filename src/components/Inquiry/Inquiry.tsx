import { useLocation } from 'react-router-dom';
import type { Inquiry as InquiryNode } from '../../manifest/site.gen';
import { defineIsland } from '../../islands/defineIsland';
import type { NodeProps } from '../../render/nodes';
import { useSite } from '../../render/SiteContext';
import { Container, SectionTitle } from '../common/layout';
import { Section } from '../common/Section';
import { ALL_COMPANY_FIELDS, CompanyDetails } from '../CompanyDetails/CompanyDetails';
import { formPage } from '../InquiryForm/formPage';
import { inquiryFormData } from '../InquiryForm/InquiryFormData';
import { useInquiryPrefill } from '../InquiryForm/InquiryPrefill';
import { InquiryFormRoot } from '../InquiryForm/InquiryFormRoot';
import * as S from './Inquiry.styles';

const InquiryFormIsland = defineIsland('inquiryForm', InquiryFormRoot);

/** The inquiry form as a page section, optionally beside the company's contact details. */
export function Inquiry({ node }: NodeProps<InquiryNode>) {
  const site = useSite();
  const prefill = useInquiryPrefill(node.id);
  const page = formPage(useLocation().pathname, node.id);
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        <SectionTitle>{node.title}</SectionTitle>
        {node.intro && <S.Intro>{node.intro}</S.Intro>}
        <S.Columns $withDetails={Boolean(node.withContactDetails)}>
          <S.FormCard>
            <InquiryFormIsland data={inquiryFormData(site)} section={node.id} page={page} {...(prefill ? { prefill } : {})} />
          </S.FormCard>
          {node.withContactDetails && (
            <S.Details>
              <CompanyDetails fields={ALL_COMPANY_FIELDS} />
            </S.Details>
          )}
        </S.Columns>
      </Container>
    </Section>
  );
}
