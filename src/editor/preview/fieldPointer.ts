import { toPointer } from '../../manifest/json/pointer';
import { ID_PREFIX, ID_SEPARATOR, pathOfFieldId } from '../forms/fieldIds';

/** The place in site.json the form field with rjsf id `fieldId` edits, in the form of the item at `itemPointer`; undefined for other elements. */
export function fieldPointer(itemPointer: string, fieldId: string): string | undefined {
  if (fieldId !== ID_PREFIX && !fieldId.startsWith(`${ID_PREFIX}${ID_SEPARATOR}`)) return undefined;
  return itemPointer + toPointer(pathOfFieldId(fieldId));
}
