/**
 * JSON inside an inline <script> (JSON props, JSON-LD, the islands' loader):
 * `<` is escaped so no value (a "</script>" typed into site.json) can end the
 * script element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
