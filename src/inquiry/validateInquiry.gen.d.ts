// Types of the generated src/inquiry/validateInquiry.gen.js (Ajv standalone code).
import type { ErrorObject } from 'ajv';
import type { InquiryRequest } from './inquiry.gen';

export interface Validator<T = unknown> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}

/** The whole body: consent, the page it came from, the hidden field, and every other value a string or true. */
export declare const validate: Validator<InquiryRequest>;
/** One value of each kind of the firm's text fields (schema/inquiry.schema.json $defs). */
export declare const validate_text: Validator<string>;
export declare const validate_tel: Validator<string>;
export declare const validate_email: Validator<string>;
export declare const validate_longText: Validator<string>;
export default validate;
