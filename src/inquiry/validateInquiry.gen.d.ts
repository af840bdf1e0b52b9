// Types of the generated src/inquiry/validateInquiry.gen.js (Ajv standalone code).
import type { ErrorObject } from 'ajv';
import type { InquiryRequest } from './inquiry.gen';

export interface InquiryValidator {
  (data: unknown): data is InquiryRequest;
  errors?: ErrorObject[] | null;
}

export declare const validate: InquiryValidator;
export default validate;
