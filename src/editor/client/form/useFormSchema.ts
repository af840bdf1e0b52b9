import { useMemo } from 'react';
import { fieldSchemaAt } from '../../../manifest/schema/schemaLookup';
import { asFormSchema } from './editorSchema';

/**
 * The form schema of the item at `pointer`. It depends on the draft only through
 * the union branches on the way (a page's type), so a new object is made only
 * when the field's own schema changes: rjsf starts over on a new schema.
 */
export function useFormSchema(pointer: string, draft: unknown) {
  const field = fieldSchemaAt(pointer, draft);
  const signature = JSON.stringify(field ?? null);
  return useMemo(() => (signature === 'null' ? undefined : asFormSchema(JSON.parse(signature))), [signature]);
}
