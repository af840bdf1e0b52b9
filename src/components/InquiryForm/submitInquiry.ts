export interface InquiryValues {
  company: string;
  phone: string;
  email: string;
  message: string;
}

/**
 * Where an inquiry goes: the one place every inquiry form submits through.
 * For now it is only logged in the browser console, as one line of text so
 * it reads the same wherever the console is shown; delivering inquiries to
 * the lab replaces this function's body.
 */
export async function submitInquiry(values: InquiryValues): Promise<void> {
  console.info(`[inquiry] ${JSON.stringify(values)}`);
}
