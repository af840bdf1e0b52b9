// Every problem a person editing site.json can cause has one of these stable
// names, so tools and tests can match on the code while the Korean text evolves.
export type ProblemCode =
  | 'unreadable'
  | 'syntax'
  | 'duplicate-key'
  | 'missing-property'
  | 'unknown-property'
  | 'wrong-type'
  | 'bad-value'
  | 'pattern'
  | 'format'
  | 'unknown-reference'
  | 'duplicate-id'
  | 'duplicate-hash'
  | 'duplicate-path'
  | 'missing-image'
  | 'unresolved-link'
  | 'unreachable-route';

export interface ManifestProblem {
  code: ProblemCode;
  /** JSON pointer of the value to fix ('' is the whole file). */
  pointer: string;
  /** 1-based line of the place to fix. */
  line: number;
  /** 1-based column (UTF-16 code units, as editors count). */
  column: number;
  /** What is wrong, in Korean. */
  message: string;
  /** What to do next, in Korean. */
  hint?: string;
}

/** A problem whose position is not known yet: checks name a pointer, the document places it. */
export interface UnplacedProblem {
  code: ProblemCode;
  pointer: string;
  /** 'key' places a problem on a property's name instead of its value. */
  at?: 'value' | 'key';
  message: string;
  hint?: string;
}
