import { useRef, useState } from 'react';
import type { CompanyContact as CompanyContactNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { useSite } from '../../render/SiteContext';
import { Paragraphs } from '../common/Paragraphs';
import { CompanyDetails } from '../CompanyDetails/CompanyDetails';
import { InquiryDialog } from '../InquiryDialog/InquiryDialog';
import { successText } from '../InquiryForm/inquiryText';
import * as S from './CompanyContact.styles';

const fields = ['name', 'representative', 'businessNumber', 'address', 'email'] as const;

/**
 * Company introduction, its details and the button that opens the inquiry
 * dialog; after a success the confirmation (with the inquiry's number) is
 * announced beside the button.
 */
export function CompanyContact({ node }: NodeProps<CompanyContactNode>) {
  const { inquiryForm } = useSite();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const button = useRef<HTMLButtonElement>(null);

  return (
    <S.Box id={node.id} $background={node.background}>
      <S.Inner>
        <S.Intro>
          <S.Title>{node.title}</S.Title>
          <S.Text>
            <Paragraphs items={node.intro} />
          </S.Text>
          <S.OpenButton
            ref={button}
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              setConfirmation('');
              setOpen(true);
            }}
          >
            {node.buttonLabel}
          </S.OpenButton>
          {/* Without a script the button cannot open the dialog; this link to the page's form stands in for it. */}
          <S.FallbackLink href={inquiryForm.href}>{node.buttonLabel}</S.FallbackLink>
          <S.Sent role="status">{confirmation}</S.Sent>
        </S.Intro>
        <S.DetailsCard>
          <CompanyDetails fields={fields} />
        </S.DetailsCard>
      </S.Inner>
      <InquiryDialog
        open={open}
        opener={button}
        onClose={() => setOpen(false)}
        section={node.id}
        onSuccess={(outcome) => {
          setConfirmation(successText(inquiryForm.status, outcome));
          setOpen(false);
        }}
      />
    </S.Box>
  );
}
