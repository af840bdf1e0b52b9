import { useLocation } from 'react-router-dom';
import type { CompanyContact as CompanyContactNode } from '../../manifest/site.gen';
import { defineIsland } from '../../islands/defineIsland';
import type { NodeProps } from '../../render/nodes';
import { useSite } from '../../render/SiteContext';
import { Paragraphs } from '../common/Paragraphs';
import { CompanyDetails } from '../CompanyDetails/CompanyDetails';
import { formPage } from '../InquiryForm/formPage';
import { inquiryFormData } from '../InquiryForm/InquiryFormData';
import { InquiryDialogButton } from './InquiryDialogButton';
import * as S from './CompanyContact.styles';

const InquiryDialogButtonIsland = defineIsland('inquiryDialogButton', InquiryDialogButton);

const fields = ['name', 'representative', 'businessNumber', 'address', 'email'] as const;

/** Company introduction, its details and the button that opens the inquiry dialog. */
export function CompanyContact({ node }: NodeProps<CompanyContactNode>) {
  const site = useSite();
  const page = formPage(useLocation().pathname, node.id);
  return (
    <S.Box id={node.id} background={node.background}>
      <S.Inner>
        <S.Intro>
          <S.Title>{node.title}</S.Title>
          <S.Text>
            <Paragraphs items={node.intro} />
          </S.Text>
          <InquiryDialogButtonIsland label={node.buttonLabel} data={inquiryFormData(site)} section={node.id} page={page} />
        </S.Intro>
        <S.DetailsCard>
          <CompanyDetails fields={fields} />
        </S.DetailsCard>
      </S.Inner>
    </S.Box>
  );
}
