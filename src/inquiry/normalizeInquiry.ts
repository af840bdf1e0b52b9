/**
 * The form's raw values as the checks read them: text trimmed, each line
 * break one LF (a browser posts a textarea's as CRLF, which would count as two
 * characters of a field's limit), and the consent box's browser value ("on"
 * from a form post) read as true. Any other value, and any unknown field, is
 * passed through to be refused.
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
