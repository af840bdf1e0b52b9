import type { FastifyInstance } from 'fastify';
import { bodyLimitBytes, formBodyCapBytes } from './bodyLimit';

/** A form post past the inquiry's limit but under the cap, read so that what was typed can be shown again. */
export class OversizedForm extends Error {
  override name = 'OversizedForm';
  readonly statusCode = 413;
  constructor(readonly values: Record<string, string | string[]>) {
    super(`A form post over ${bodyLimitBytes} bytes`);
  }
}

/** A urlencoded body as fields; a name sent twice becomes a list, which the schema refuses. */
function formFields(body: string): Record<string, string | string[]> {
  // No prototype: a field named __proto__ stays a field.
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    const earlier = fields[name];
    fields[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  return fields;
}

/**
 * Reads form posts up to formBodyCapBytes; one over bodyLimitBytes is refused
 * with its fields (OversizedForm). Only past the cap are they lost, refused
 * by Fastify before the body is read.
 */
export function parseFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyCapBytes },
    (_request, body, done) => {
      const text = String(body);
      const fields = formFields(text);
      if (Buffer.byteLength(text) > bodyLimitBytes) done(new OversizedForm(fields));
      else done(null, fields);
    },
  );
}
