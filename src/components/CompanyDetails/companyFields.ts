/** A detail of the company a list of them may show; `addresses` is every form of the address, each with its name. */
export type CompanyField =
  'name' | 'representative' | 'businessNumber' | 'address' | 'addresses' | 'phone' | 'fax' | 'email' | 'hours';

/** Every detail, every address form included: what a contact section shows. */
export const ALL_COMPANY_FIELDS = [
  'name',
  'representative',
  'businessNumber',
  'addresses',
  'phone',
  'fax',
  'email',
  'hours',
] as const satisfies readonly CompanyField[];
