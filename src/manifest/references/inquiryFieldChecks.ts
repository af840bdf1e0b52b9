import { inquiryConstraints } from '../../inquiry/inquiryConstraints.gen';
import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { arrayAt, fieldAt, stringAt } from './manifestShape';
import { repeats } from './uniqueIds';

const keysOf = (list: unknown[], at: (index: number) => (string | number)[]) =>
  list.map((item, index) => ({ value: stringAt(item, 'key'), pointer: toPointer([...at(index), 'key']) }));

/** The longest text a field of this kind takes when it names no limit (or a larger one): its kind's. */
function effectiveMax(field: unknown): number | undefined {
  const type = stringAt(field, 'type');
  const kinds: Record<string, { maxLength: number }> = inquiryConstraints.kinds;
  if (type === undefined || !Object.hasOwn(kinds, type)) return undefined;
  const own = fieldAt(field, 'maxLength');
  const cap = kinds[type]!.maxLength;
  return typeof own === 'number' ? Math.min(own, cap) : cap;
}

/** The inquiry form's fields: keys that repeat (fields, or one choice's options), and limits no text can meet. */
export function inquiryFieldProblems(context: CrossReferenceContext): UnplacedProblem[] {
  const { data, lineOf } = context;
  const fields = arrayAt(fieldAt(data, 'inquiryForm'), 'fields') ?? [];
  const base = ['inquiryForm', 'fields'] as const;
  const problems: UnplacedProblem[] = repeats(keysOf(fields, (index) => [...base, index])).map((repeat) => ({
    code: 'duplicate-field-key',
    pointer: repeat.pointer,
    params: { key: repeat.value, firstLine: lineOf(repeat.firstPointer) },
  }));
  fields.forEach((field, index) => {
    const options = arrayAt(field, 'options') ?? [];
    for (const repeat of repeats(keysOf(options, (option) => [...base, index, 'options', option])))
      problems.push({
        code: 'duplicate-option-key',
        pointer: repeat.pointer,
        params: { key: repeat.value, firstLine: lineOf(repeat.firstPointer) },
      });
    const minLength = fieldAt(field, 'minLength');
    const maxLength = effectiveMax(field);
    if (typeof minLength === 'number' && maxLength !== undefined && minLength > maxLength)
      problems.push({
        code: 'field-min-over-max',
        pointer: toPointer([...base, index, 'minLength']),
        params: { minLength, maxLength },
      });
  });
  return problems;
}
