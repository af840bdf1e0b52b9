import type { ProblemCode, UnplacedProblem } from '../ManifestProblem';
import { parsePointer } from '../json/pointer';
import { isRecord } from './manifestShape';

// Problems with a value itself (not with where it is or what is missing around it).
const VALUE_PROBLEMS = new Set<ProblemCode>([
  'wrong-type',
  'bad-node-type',
  'bad-choice',
  'pattern',
  'format',
  'too-short',
  'too-long',
  'too-few-items',
  'too-many-items',
  'out-of-range',
  'schema-rule',
]);

/** Own properties only: a key such as "__proto__" must never lead out of the data. */
const has = (owner: unknown, key: string): owner is Record<string, unknown> =>
  (isRecord(owner) || Array.isArray(owner)) && Object.hasOwn(owner, key);

/**
 * A copy of the data without the values the schema rejected, so cross-reference
 * checks treat them as unknown instead of reporting their consequences (an id
 * written "ICP_OES" would otherwise make every reference to "icp-oes" "missing").
 * Array items are emptied, not removed, so pointers into the copy stay valid.
 * Only the objects and arrays on the way to a rejected value are copied, each
 * once and shallowly: a deep copy of a large file took longer than its checks.
 */
export function withoutRejectedValues(data: unknown, schemaProblems: readonly UnplacedProblem[]): unknown {
  const copies = new Set<unknown>();
  const copied = (value: unknown): unknown => {
    if (copies.has(value)) return value;
    const copy = Array.isArray(value) ? [...value] : isRecord(value) ? { ...value } : value;
    copies.add(copy);
    return copy;
  };
  let root = data;
  for (const problem of schemaProblems) {
    if (!VALUE_PROBLEMS.has(problem.code)) continue;
    const segments = parsePointer(problem.pointer);
    const last = segments.pop();
    if (last === undefined) return undefined;
    root = copied(root);
    let owner: unknown = root;
    for (const segment of segments) {
      const container = owner as Record<string, unknown>;
      owner = has(owner, segment) ? (container[segment] = copied(container[segment])) : undefined;
    }
    if (!has(owner, last)) continue;
    if (Array.isArray(owner)) owner[Number(last)] = undefined;
    else delete owner[last];
  }
  return root;
}
