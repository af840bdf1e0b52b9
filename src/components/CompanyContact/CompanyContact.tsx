import { useRef, useState } from 'react';
import type { CompanyContact as CompanyContactNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { useSite } from '../../render/SiteContext';
import { Paragraphs } from '../common/Paragraphs';
import { CompanyDetails } from '../CompanyDetails/CompanyDetails';
import { InquiryDialog } from '../InquiryDialog/InquiryDialog';
import * as S from './CompanyContact.styles';

const fields = ['name', 'representative', 'businessNumber', 'address', 'email'] as const;

/**
 * Company introduction, its details and the button that opens the inquiry
 * dialog; after a submit the confirmation is announced beside the button.
 */
export function CompanyContact({ node }: NodeProps<CompanyContactNode>) {
  const { inquiryForm } = useSite();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
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
              setSent(false);
              setOpen(true);
            }}
          >
            {node.buttonLabel}
          </S.OpenButton>
          {/* Without a script the button cannot open the dialog; this link to the page's form stands in for it. */}
          <S.FallbackLink href={inquiryForm.href}>{node.buttonLabel}</S.FallbackLink>
          <S.Sent role="status">{sent ? inquiryForm.sent : ''}</S.Sent>
        </S.Intro>
        <S.DetailsCard>
          <CompanyDetails fields={fields} />
        </S.DetailsCard>
      </S.Inner>
      <InquiryDialog
        open={open}
        opener={button}
        onClose={() => setOpen(false)}
        onSubmitted={() => {
          setSent(true);
          setOpen(false);
        }}
      />
    </S.Box>
  );
}
