import type { ProblemCode, UnplacedProblem } from '../ManifestProblem';
import { parsePointer } from '../json/pointer';
import { isRecord } from './manifestShape';

// Problems with a value itself (not with where it is or what is missing around it).
const VALUE_PROBLEMS = new Set<ProblemCode>(['wrong-type', 'bad-node-type', 'bad-choice', 'pattern', 'format', 'too-short', 'too-long', 'too-few-items', 'too-many-items', 'out-of-range', 'schema-rule']);

/**
 * A copy of the data without the values the schema rejected, so cross-reference
 * checks treat them as unknown instead of reporting their consequences (an id
 * written "ICP_OES" would otherwise make every reference to "icp-oes" "missing").
 * Array items are emptied, not removed, so pointers into the copy stay valid.
 */
export function withoutRejectedValues(data: unknown, schemaProblems: readonly UnplacedProblem[]): unknown {
  const rejections = schemaProblems.filter((problem) => VALUE_PROBLEMS.has(problem.code));
  // Copying a large file takes long; one with nothing to remove needs no copy.
  if (rejections.length === 0) return data;
  const copy = structuredClone(data);
  for (const problem of rejections) {
    const segments = parsePointer(problem.pointer);
    const last = segments.pop();
    let owner: unknown = copy;
    // Own properties only: a key such as "__proto__" must never lead out of the data.
    for (const segment of segments) owner = isRecord(owner) || Array.isArray(owner) ? (Object.hasOwn(owner, segment) ? (owner as Record<string, unknown>)[segment] : undefined) : undefined;
    if (last === undefined) return undefined;
    if (Array.isArray(owner) && Object.hasOwn(owner, last)) owner[Number(last)] = undefined;
    else if (isRecord(owner) && Object.hasOwn(owner, last)) delete owner[last];
  }
  return copy;
}
