import { createContext, useContext, type ReactNode } from 'react';
import type { VisitorLanguage } from '../../messages/visitorLanguage';
import type { Company, InquiryFormText } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';

/** What an inquiry form needs of the site: its texts in the page's language and the other ways to reach the lab. */
export interface InquiryFormData {
  text: Localized<InquiryFormText>;
  contact: Pick<Localized<Company>, 'phone' | 'email'>;
  /** The language of the messages the form words in code (field errors, counts): the page's. */
  lang: VisitorLanguage;
  /** The form's own address (site.json inquiryForm.href) in the page's language, which the dialog's no-script link follows. */
  href: string;
}

// Only the form's own data: a form hydrates as an island, without the rest of the site.
const InquiryFormDataContext = createContext<InquiryFormData | null>(null);

export function InquiryFormDataProvider({ data, children }: { data: InquiryFormData; children: ReactNode }) {
  return <InquiryFormDataContext.Provider value={data}>{children}</InquiryFormDataContext.Provider>;
}

export function useInquiryFormData(): InquiryFormData {
  const data = useContext(InquiryFormDataContext);
  if (!data) throw new Error('An inquiry form needs an <InquiryFormDataProvider> above it.');
  return data;
}
