import { useRef, useState } from 'react';
import type { LocalText } from '../../manifest/language/localText';
import type { InquiryDialog } from '../../components/InquiryDialog/InquiryDialog';
import { InquiryFormDataProvider, type InquiryFormData } from '../../components/InquiryForm/InquiryFormData';
import { successText } from '../../components/InquiryForm/inquiryText';
import { InLanguage } from '../../components/common/InLanguage';
import * as S from './CompanyContact.styles';

export interface InquiryDialogButtonProps {
  label: LocalText;
  data: InquiryFormData;
  /** The id of the section holding the button, reported by the form as where it was sent from. */
  section: string;
  page: string;
}

/**
 * The button that opens the inquiry dialog, an island. The dialog confirms
 * a success itself; the confirmation (with the inquiry's number) then stays
 * beside the button for after the dialog is closed, not announced a second time.
 */
// The dialog and its form are most of this island's code and rarely opened: they load on
// demand (a pointer or focus on the button starts it), which keeps the home page's first
// visit within its script budget.
const loadDialog = () => import('../../components/InquiryDialog/InquiryDialog').then((module) => module.InquiryDialog);

export function InquiryDialogButton({ label, data, section, page }: InquiryDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<typeof InquiryDialog | null>(null);
  const [confirmation, setConfirmation] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  return (
    <InquiryFormDataProvider data={data}>
      <S.OpenButton
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        onClick={() => {
          setConfirmation('');
          loadDialog().then(
            (loaded) => {
              setDialog(() => loaded);
              setOpen(true);
            },
            // Offline or a release replaced under the page: the form's own page still takes the inquiry.
            () => window.location.assign(data.href),
          );
        }}
      >
        <InLanguage text={label} />
      </S.OpenButton>
      {/* Without a script the button cannot open the dialog; this link to the page's form stands in for it. */}
      <S.FallbackLink href={data.href}>
        <InLanguage text={label} />
      </S.FallbackLink>
      <S.Sent>{confirmation}</S.Sent>
      {Dialog && (
        <Dialog
          open={open}
          opener={button}
          onClose={() => setOpen(false)}
          section={section}
          page={page}
          onSuccess={(outcome) => setConfirmation(successText(data.text.status, outcome))}
        />
      )}
    </InquiryFormDataProvider>
  );
}
