import type { CompanyContact as CompanyContactNode } from '../../manifest/site.gen';
import { defineIsland } from '../../islands/defineIsland';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../../components/common/InLanguage';
import { Paragraphs } from '../../components/common/Paragraphs';
import { CompanyDetails, type CompanyDetailsData } from '../../components/CompanyDetails/CompanyDetails';
import type { InquiryFormData } from '../../components/InquiryForm/InquiryFormData';
import { companyContactFacts } from './companyContactFacts';
import { InquiryDialogButton } from './InquiryDialogButton';
import * as S from './CompanyContact.styles';

const InquiryDialogButtonIsland = defineIsland('inquiryDialogButton', InquiryDialogButton);

export interface CompanyContactProps {
  node: Localized<CompanyContactNode>;
  details: CompanyDetailsData;
  form: InquiryFormData;
  /** What the dialog's form reports as where it was sent from (formPage.ts). */
  page: string;
}

/** Company introduction, its details and the button that opens the inquiry dialog. */
export function CompanyContact({ node, details, form, page }: CompanyContactProps) {
  return (
    <S.Box id={node.id} background={node.background}>
      <S.Inner>
        <S.Intro>
          <S.Title>
            <InLanguage text={node.title} />
          </S.Title>
          <S.Text>
            <Paragraphs items={node.intro} />
          </S.Text>
          <InquiryDialogButtonIsland label={node.buttonLabel} data={form} section={node.id} page={page} />
        </S.Intro>
        <S.DetailsCard>
          <CompanyDetails fields={companyContactFacts.companyFields} details={details} />
        </S.DetailsCard>
      </S.Inner>
    </S.Box>
  );
}
