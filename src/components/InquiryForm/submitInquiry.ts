export interface InquiryValues {
  company: string;
  phone: string;
  email: string;
  message: string;
}

/**
 * Where an inquiry goes. For now it is only logged in the browser console;
 * delivering it to the lab replaces this one function.
 */
export async function submitInquiry(values: InquiryValues): Promise<void> {
  console.info('[inquiry]', values);
}
