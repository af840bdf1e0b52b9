import { useMemo } from 'react';
import { valueAt } from '../../manifest/json/pointer';
import { fieldSchemaAt } from '../../manifest/schema/schemaLookup';
import { sharedKindsIn } from './addedKinds';
import { asFormSchema } from './editorSchema';

/**
 * The form schema of the item at `pointer`. It depends on the draft only through
 * the union branches on the way (a page's type) and the kinds its lists share
 * (what an added tab starts as), so a new object is made only when those change:
 * rjsf starts over on a new schema.
 */
export function useFormSchema(pointer: string, draft: unknown) {
  const field = fieldSchemaAt(pointer, draft);
  const signature = JSON.stringify(field ? [field, sharedKindsIn(valueAt(draft, pointer))] : null);
  return useMemo(() => {
    const parsed = JSON.parse(signature);
    return parsed === null ? undefined : asFormSchema(parsed[0], parsed[1]);
  }, [signature]);
}
