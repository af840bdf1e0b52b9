import { createContext, useContext, type ReactNode } from 'react';
import type { InquiryFieldErrors } from '../../inquiry/inquiryErrors';

/**
 * What a visitor without JavaScript typed and what the server found wrong,
 * for the server to render the page again with them in the form whose
 * section id is `section`.
 */
export interface InquiryPrefill {
  section: string;
  /** By field key (the firm's fields and `consent`): text as typed, or whether a box was ticked. */
  values: Record<string, string | boolean>;
  errors: InquiryFieldErrors;
}

// Holds only the prefill: the form's texts come in the island's props.
const InquiryPrefillContext = createContext<InquiryPrefill | undefined>(undefined);

export function InquiryPrefillProvider({
  prefill,
  children,
}: {
  prefill: InquiryPrefill | undefined;
  children: ReactNode;
}) {
  return <InquiryPrefillContext.Provider value={prefill}>{children}</InquiryPrefillContext.Provider>;
}

/** The prefill meant for the form in `section`, if there is one. */
export function useInquiryPrefill(section: string): InquiryPrefill | undefined {
  const prefill = useContext(InquiryPrefillContext);
  return prefill?.section === section ? prefill : undefined;
}
