import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '../../manifest/messages/Lang';
import type { Company, InquiryFormText } from '../../manifest/site.gen';
import type { SiteData } from '../../render/SiteContext';

/** What an inquiry form needs of the site: its texts and the other ways to reach the lab. */
export interface InquiryFormData {
  text: InquiryFormText;
  contact: Pick<Company, 'phone' | 'email'>;
  /** The language of the messages the form words in code (field errors, counts): the page's. */
  lang: Lang;
}

/** The form's data from the site's, for the islands that hold a form. */
export function inquiryFormData({ inquiryForm, company }: Pick<SiteData, 'inquiryForm' | 'company'>, lang: Lang = 'ko'): InquiryFormData {
  return { text: inquiryForm, contact: { phone: company.phone, email: company.email }, lang };
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
