import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import type { JSONSchema } from 'json-schema-to-typescript';
import { textFormatPattern, type TextFormat } from '../../src/manifest/schema/textFormats';

// Ajv's standalone code counts string lengths with a CommonJS helper it
// require()s; the browser bundle and Node's ESM loader both want no require(),
// so the helper is inlined. It counts code points, as Ajv's does.
const ucs2lengthRequire = 'require("ajv/dist/runtime/ucs2length")';
const ucs2lengthInline = '{ default: (text) => [...text].length }';

/**
 * The inquiry schema (the body, and each field kind's value) compiled once, at generation time, into a plain
 * JavaScript function: the browser checks a form without shipping Ajv, and
 * the server runs the very same function.
 */
export function inquiryValidatorSource(schema: JSONSchema): string {
  // No English messages in the errors: inquiryErrors.ts says every problem in Korean from the keyword and its params.
  const ajv = new Ajv2020({ allErrors: true, messages: false, code: { source: true, esm: true, lines: true } });
  addFormats(ajv, ['email']);
  for (const format of ['single-line', 'multiline'] satisfies TextFormat[])
    ajv.addFormat(format, textFormatPattern(format));
  ajv.addSchema(schema);
  const id = String(schema.$id);
  // The whole body (consent, page, the hidden field) and each kind of field's value, one function each.
  const exports = Object.fromEntries([
    ['validate', id],
    ...Object.keys(schema.$defs ?? {}).map((kind) => [`validate_${kind}`, `${id}#/$defs/${kind}`]),
  ]);
  const code = standaloneCode(ajv, exports);
  if (!code.includes(ucs2lengthRequire))
    throw new Error('Ajv no longer requires ucs2length; review scripts/generate/inquiryValidator.ts.');
  return code.replaceAll(ucs2lengthRequire, ucs2lengthInline).replace(/^"use strict";/, '');
}
