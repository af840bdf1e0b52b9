import { InquiryForm } from './InquiryForm';
import { InquiryFormDataProvider, type InquiryFormData } from './InquiryFormData';
import { InquiryPrefillProvider, type InquiryPrefill } from './InquiryPrefill';

export interface InquiryFormRootProps {
  data: InquiryFormData;
  section: string;
  page: string;
  /** What the server puts back into the form it renders again with errors. */
  prefill?: InquiryPrefill;
}

/** A page section's inquiry form as an island: everything it draws comes in its props. */
export function InquiryFormRoot({ data, section, page, prefill }: InquiryFormRootProps) {
  return (
    <InquiryFormDataProvider data={data}>
      <InquiryPrefillProvider prefill={prefill}>
        <InquiryForm section={section} page={page} />
      </InquiryPrefillProvider>
    </InquiryFormDataProvider>
  );
}
