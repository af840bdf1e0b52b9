// Small helpers for the English templates.

/** 'a', 'a or b', 'a, b or c'. */
export function orList(values: readonly string[]): string {
  return values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** '1 item', '3 items'. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export const didYouMean = (suggestion: string | undefined) => (suggestion ? ` Did you mean ${suggestion}?` : '');

/** "line 44, column 20". */
export const at = (position: { line: number; column: number }) => `line ${position.line}, column ${position.column}`;
