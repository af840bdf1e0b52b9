import type { InquiryFieldErrors } from '../../inquiry/inquiryErrors';

/** An inquiry the server did not store, with the status and the messages the visitor sees, in the language of the form's page. */
export class InquiryRefusal extends Error {
  override name = 'InquiryRefusal';
  constructor(
    readonly statusCode: number,
    readonly errors: InquiryFieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(Object.values(errors).join(' '));
  }
}
