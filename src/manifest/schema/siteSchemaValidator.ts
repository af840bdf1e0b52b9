import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import siteSchema from '../../../schema/site.schema.json' with { type: 'json' };
import { addTextFormats } from './textFormats';

export { siteSchema };

// AJV gathers a referenced schema's errors with `vErrors = vErrors.concat(...)`,
// copying every error so far for each failing item: 100,000 wrong items in one
// list took 25 s (issue 9). Appending in place keeps it linear.
const CONCAT_ERRORS = /vErrors = vErrors === null \? (\w+)\.errors : vErrors\.concat\(\1\.errors\);/g;

export function appendErrorsInPlace(code: string): string {
  return code.replace(
    CONCAT_ERRORS,
    (_, callee: string) =>
      `if (vErrors === null) vErrors = []; for (const error of ${callee}.errors) vErrors.push(error);`,
  );
}

function compile() {
  const ajv = new Ajv2020({
    allErrors: true,
    discriminator: true,
    strict: true,
    // A discriminated union requires `type` before picking a branch, and only the
    // branches define it; strictRequired would reject that standard pattern.
    strictRequired: false,
    // An instrument tab is an id or { instrument, label } (issue 9): a type list,
    // which keeps AJV to one precise error where a oneOf would report both branches.
    allowUnionTypes: true,
    // parentSchema and data let messages quote the schema's Korean text and the wrong value.
    verbose: true,
    code: { process: appendErrorsInPlace },
  });
  addFormats(ajv);
  addTextFormats(ajv);
  return ajv.compile(siteSchema);
}

let validate: ReturnType<typeof compile> | undefined;

/** Schema errors for parsed JSON, empty when it conforms. Compiles once per process. */
export function schemaErrors(value: unknown): ErrorObject[] {
  validate ??= compile();
  return validate(value) ? [] : [...(validate.errors ?? [])];
}
