import { inboxQueryFieldsSchema, type InboxQuerystring } from './inboxQuery';

export const inquiryParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export interface InquiryParams {
  id: number;
}

/** A form on an inquiry's page: its own fields plus the list it came from (validated, so no redirect can leave the inbox). */
export function inquiryFormSchema<Fields extends Record<string, object>>(
  required: (keyof Fields & string)[],
  fields: Fields,
) {
  return { type: 'object', required, properties: { ...inboxQueryFieldsSchema, ...fields } } as const;
}

export type InquiryFormBody<Fields> = Fields & InboxQuerystring;
