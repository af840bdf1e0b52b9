/** The text as a LIKE pattern matching it anywhere; `\` is the escape character the query must declare. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
