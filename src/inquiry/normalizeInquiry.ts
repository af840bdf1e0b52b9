/**
 * The form's raw values as the schema checks them: text trimmed, each line
 * break one LF (a browser posts a textarea's as CRLF, which Ajv would count
 * as two characters of the message's limit), and the consent box's browser
 * value ("on" from a form post) read as true. Any other value, and any
 * unknown field, is passed through for the schema to refuse.
 */
export function normalizeInquiry(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => {
      if (name === 'consent') return [name, value === true || value === 'on' || value === 'true' ? true : value];
      return [name, typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value];
    }),
  );
}
