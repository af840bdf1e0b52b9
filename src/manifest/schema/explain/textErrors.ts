import type { UnplacedProblem } from '../../ManifestProblem';
import { adviseHref } from '../linkHref';
import { fieldSchemaAt } from '../schemaLookup';
import { firstRefused, withoutRefused, type TextFormat } from '../textFormats';
import { fieldName } from './explain';

/**
 * A link the pattern refused: a scheme that is not allowed is its own problem,
 * named as a browser would read it; otherwise the value to write, when one follows.
 */
export function linkPattern(pointer: string, value: string): { problem: UnplacedProblem } | { repaired?: string } {
  const advice = adviseHref(value);
  if (!('refused' in advice)) return advice;
  const scheme = advice.refused;
  const disguised = !value.startsWith(scheme);
  return { problem: { code: 'unsafe-link', pointer, params: { value, scheme, disguised } } };
}

/** A text holding what its format refuses: which character, where, and the text without it. */
export function controlCharacter(pointer: string, value: string, format: TextFormat, data: unknown): UnplacedProblem {
  // The format failed, so there is a refused character.
  const refused = firstRefused(value, format)!;
  const own = fieldName(pointer, fieldSchemaAt(pointer, data));
  // A line of a list (a specification line) is named by its list ('사양'), a text's translation by the text ('메뉴 이름(en)').
  const inList = /\/\d+$/u.test(pointer);
  const ownerPointer = pointer.replace(/\/[^/]*$/u, '');
  const owner =
    inList || own.title === undefined ? fieldName(ownerPointer, fieldSchemaAt(ownerPointer, data)) : undefined;
  const field =
    owner?.title === undefined
      ? own
      : inList
        ? { ...own, title: owner.title }
        : { key: `${owner.key}.${own.key}`, title: `${owner.title}(${own.key})` };
  return {
    code: 'refused-character',
    pointer,
    params: { field, ...refused, multiline: format === 'multiline', repaired: withoutRefused(value, format) },
  };
}
