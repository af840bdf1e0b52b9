// Issue 9: a seeded fuzzer found a crash and a 20-second validation. This one
// mutates the valid fixture at random and checks that every result is a report
// people can use. FUZZ_SEED=<n> and FUZZ_RUNS=<n> explore further; a failure prints its seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateManifestText, type ManifestProblem } from '../../src/manifest';
import { FIXTURE_PUBLIC, validText } from './manifestFixture';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const HANGUL = /[\uAC00-\uD7A3]/u;
const validData = JSON.parse(validText) as Json;

/** Every place in the fixture that holds a value, the whole file included. */
function pathsOf(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (value !== null && typeof value === 'object')
    return [path, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...path, key]))];
  return [path];
}

const PATHS = pathsOf(validData);
const valueAt = (root: Json, path: Path): Json | undefined =>
  path.reduce<Json | undefined>(
    (owner, key) => (owner !== null && typeof owner === 'object' ? (owner as Record<string, Json>)[key] : undefined),
    root,
  );
const shapeOf = (value: Json | undefined) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** The fixture's own keys and values, which reach the cross-reference checks, and keys that are traps in JavaScript. */
const KEYS = fc.constantFrom(
  'type',
  'id',
  'href',
  'hash',
  'page',
  'sections',
  'instruments',
  'cases',
  'routes',
  'menu',
  'src',
  'image',
  'path',
  'label',
  '__proto__',
  'constructor',
  'toString',
);
const WORDS = fc.constantFrom(
  ...new Set(
    PATHS.map((path) => valueAt(validData, path)).filter((value): value is string => typeof value === 'string'),
  ),
);
const LONG_STRING = fc
  .tuple(fc.constantFrom('a', '/', '"', "'", '(', 'é', '한', '\\', '-', ' '), fc.integer({ min: 1_000, max: 20_000 }))
  .map(([unit, count]) => unit.repeat(count));
const SCALAR = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
  WORDS,
  LONG_STRING,
);
const { value: ANY_JSON } = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    SCALAR,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(KEYS, fc.string()), tie('value'), { maxKeys: 4 }),
  ),
}));

type Mutation =
  | { kind: 'replace'; path: Path; value: Json }
  | { kind: 'delete'; path: Path }
  | { kind: 'duplicate'; path: Path }
  | { kind: 'transplant'; path: Path; from: Path };

const MUTATION: fc.Arbitrary<Mutation> = fc.oneof(
  // A value of another shape where one was expected: an array for a route, an object for an id, a long string for a path.
  fc.constantFrom(...PATHS).chain((path) =>
    ANY_JSON.filter((value) => shapeOf(value) !== shapeOf(valueAt(validData, path))).map((value): Mutation => ({
      kind: 'replace',
      path,
      value,
    })),
  ),
  fc.constantFrom(...PATHS.filter((path) => path.length > 0)).map((path): Mutation => ({ kind: 'delete', path })),
  fc
    .constantFrom(...PATHS.filter((path) => typeof path.at(-1) === 'number'))
    .map((path): Mutation => ({ kind: 'duplicate', path })),
  // Another part of the file put here: ids, paths and sections that almost fit.
  fc
    .tuple(fc.constantFrom(...PATHS), fc.constantFrom(...PATHS))
    .map(([path, from]): Mutation => ({ kind: 'transplant', path, from })),
);

/** Characters inserted into the text: JSON's own punctuation, escapes, control characters and anything else. */
const TEXT_EDIT = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  text: fc.oneof(
    fc.string({ unit: fc.constantFrom(...'{}[]",:\\ \n\t0-/#eE.+\u0000\uFEFF\u2028'.split('')), maxLength: 6 }),
    fc.string({ unit: 'binary', maxLength: 4 }),
  ),
});

function mutate(data: Json, mutation: Mutation): Json {
  if (mutation.path.length === 0)
    return mutation.kind === 'replace'
      ? mutation.value
      : mutation.kind === 'transplant'
        ? structuredClone(valueAt(data, mutation.from) ?? null)
        : data;
  const owner = valueAt(data, mutation.path.slice(0, -1));
  const key = mutation.path.at(-1)!;
  if (owner === null || typeof owner !== 'object' || !Object.hasOwn(owner, key)) return data;
  const container = owner as Record<string | number, Json>;
  if (mutation.kind === 'replace') container[key] = mutation.value;
  if (mutation.kind === 'transplant') container[key] = structuredClone(valueAt(data, mutation.from) ?? null);
  if (mutation.kind === 'delete') {
    if (Array.isArray(owner)) owner.splice(Number(key), 1);
    else delete container[key];
  }
  if (mutation.kind === 'duplicate' && Array.isArray(owner))
    owner.splice(Number(key), 0, structuredClone(owner[Number(key)]!));
  return data;
}

function manifestText(mutations: Mutation[], edits: { at: number; text: string }[]): string {
  const data = mutations.reduce(mutate, structuredClone(validData));
  return edits.reduce(
    (text, edit) => {
      const at = Math.floor(edit.at * text.length);
      return text.slice(0, at) + edit.text + text.slice(at);
    },
    JSON.stringify(data, null, 2) ?? 'null',
  );
}

/** Line and column as editors count them: 1-based, the column at most one past the line's end. */
function isInside(problem: ManifestProblem, text: string): boolean {
  const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split('\n');
  const line = lines[problem.line - 1];
  return (
    Number.isInteger(problem.line) &&
    Number.isInteger(problem.column) &&
    line !== undefined &&
    problem.column >= 1 &&
    problem.column <= line.length + 1
  );
}

function expectUsableReport(problems: ManifestProblem[], text: string) {
  for (const problem of problems) {
    expect(problem.code).toMatch(/^[a-z0-9-]+$/);
    // A crash inside a check becomes this problem; the fuzzer must never meet it.
    expect(problem.code).not.toBe('internal-error');
    expect(problem.message).toMatch(HANGUL);
    expect(problem.hint).toMatch(HANGUL);
    expect(isInside(problem, text), `${problem.code} at ${problem.line}:${problem.column}`).toBe(true);
  }
}

describe('validating randomly broken manifests', () => {
  it(
    'always resolves to a report of placed problems in Korean',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(MUTATION, { minLength: 1, maxLength: 4 }),
          fc.array(TEXT_EDIT, { maxLength: 2 }),
          async (mutations, edits) => {
            const text = manifestText(mutations, edits);
            const result = await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC });
            expectUsableReport(result.problems, text);
            if (!result.ok) expect(result.problems.length).toBeGreaterThan(0);
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
    },
    60_000 + RUNS * 200,
  );
});
