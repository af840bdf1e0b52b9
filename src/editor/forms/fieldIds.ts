import { parsePointer, toPointer } from '../../manifest/json/pointer';
import type { ErrorSchema } from '@rjsf/utils';
import { segmentOf, type Segment } from '../saving/jsonEdits';

// rjsf names a field by its path from the form's root: "root_equips_0_specification_1".
// The schema's keys are camelCase words, so "_" never occurs inside one.
export const ID_PREFIX = 'root';
export const ID_SEPARATOR = '_';

/** The rjsf id of the field at `pointer` in the form of the item at `itemPointer`, or undefined when the form does not hold it. */
export function fieldIdFor(itemPointer: string, pointer: string): string | undefined {
  if (pointer !== itemPointer && !pointer.startsWith(`${itemPointer}/`)) return undefined;
  return [ID_PREFIX, ...parsePointer(pointer.slice(itemPointer.length))].join(ID_SEPARATOR);
}

/**
 * The pointer of the field with id `fieldId` in the form of the item at `itemPointer`, or
 * undefined for rjsf's controls that are no field ("root__oneof_select", an add button's id).
 */
export function fieldPointerOf(itemPointer: string, fieldId: string | undefined): string | undefined {
  if (fieldId === undefined || fieldId.includes(`${ID_SEPARATOR}${ID_SEPARATOR}`)) return undefined;
  if (fieldId !== ID_PREFIX && !fieldId.startsWith(`${ID_PREFIX}${ID_SEPARATOR}`)) return undefined;
  return toPointer([...parsePointer(itemPointer), ...pathOfFieldId(fieldId)]);
}

/** The path inside the form a field id names ("root_equips_0" → ["equips", 0]). */
export function pathOfFieldId(id: string): Segment[] {
  return id.split(ID_SEPARATOR).slice(1).map(segmentOf);
}

interface PointedMessage {
  pointer: string;
  message: string;
}

/** The messages of the problems inside the item, shaped as rjsf's extraErrors so each shows beside its field. */
export function errorSchemaFor(itemPointer: string, problems: readonly PointedMessage[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    if (fieldIdFor(itemPointer, problem.pointer) === undefined) continue;
    let node = root;
    for (const segment of parsePointer(problem.pointer.slice(itemPointer.length))) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), problem.message];
  }
  return root as ErrorSchema;
}
