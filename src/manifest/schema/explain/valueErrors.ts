import { valueAt } from '../../json/pointer';
import { adviseImagePath, IMAGE_PATH_PATTERN } from '../imagePath';
import { PATTERN_EXPLANATIONS, repairToPattern } from '../patternExplanations';
import { HREF_PATTERN } from '../linkHref';
import {
  descriptionDetails,
  fieldDescription,
  fieldSchemaAt,
  resolveRef,
  schemaFor,
  schemaText,
  type Schema,
} from '../schemaLookup';
import { siteSchema } from '../siteSchemaValidator';
import { isTextFormat } from '../textFormats';
import { textKindOf } from '../../language/textPlaces';
import { declaredLanguages } from '../../translations/declaredLanguages';
import { fieldName, type Explain } from './explain';
import { controlCharacter, linkPattern } from './textErrors';

/** The example value a description gives ('… 예: "https://www.example.co.kr"'). */
function example(description: string | undefined): string | undefined {
  return description?.match(/예: (.+)$/)?.[1];
}

export const pattern: Explain = (error, data) => {
  const value = String(valueAt(data, error.instancePath));
  const source = String(error.params.pattern);
  const field = fieldSchemaAt(error.instancePath, data);
  const link = source === HREF_PATTERN ? linkPattern(error.instancePath, value) : undefined;
  if (link && 'problem' in link) return link.problem;
  // An image path is corrected as a path (or the file renamed), never replaced by another file's example.
  const advice = source === IMAGE_PATH_PATTERN ? adviseImagePath(value) : undefined;
  const advised = advice !== undefined && Object.keys(advice).length > 0;
  return {
    code: 'pattern',
    pointer: error.instancePath,
    params: {
      value,
      field: fieldName(error.instancePath, field),
      pattern: source,
      repaired: advice ? advice.repaired : (link?.repaired ?? repairToPattern(value, source)),
      ...(advice?.rename && { rename: advice.rename }),
      ...(advice?.unsupportedExtension && { unsupportedExtension: advice.unsupportedExtension }),
      example: advised ? undefined : (example(fieldDescription(field)) ?? example(schemaText(resolveRef(field ?? {})))),
      description: PATTERN_EXPLANATIONS[source] ? undefined : fieldDescription(field),
    },
  };
};

export const format: Explain = (error, data) => {
  const name = String(error.params.format);
  const value = valueAt(data, error.instancePath);
  if (isTextFormat(name) && typeof value === 'string') return controlCharacter(error.instancePath, value, name, data);
  return { code: 'format', pointer: error.instancePath, params: { value, format: name } };
};

function isOptional(pointer: string, data: unknown): boolean {
  const cut = pointer.lastIndexOf('/');
  const parentPointer = pointer.slice(0, cut);
  const key = pointer.slice(cut + 1);
  const parentField = parentPointer === '' ? (siteSchema as Schema) : fieldSchemaAt(parentPointer, data);
  const parent = parentField && schemaFor(parentField, valueAt(data, parentPointer));
  return Array.isArray(parent?.required) && !parent.required.includes(key) && parent.properties !== undefined;
}

/** The language a text's version is written in, when `pointer` is one language of a text written per language. */
function languageAt(pointer: string, data: unknown): { code: string; name: string } | undefined {
  const cut = pointer.lastIndexOf('/');
  const text = fieldSchemaAt(pointer.slice(0, cut), data);
  if (!text || textKindOf(text) === undefined) return undefined;
  const code = pointer.slice(cut + 1);
  return { code, name: declaredLanguages(data).find((language) => language.code === code)?.name ?? code };
}

export const limits: Explain = (error, data) => {
  const pointer = error.instancePath;
  const value = valueAt(data, pointer);
  const field = fieldSchemaAt(pointer, data);
  const description = fieldDescription(field);
  const limit = error.params.limit as number;
  const length = typeof value === 'string' ? value.length : 0;
  const items = Array.isArray(value) ? value.length : 0;
  switch (error.keyword) {
    case 'minLength':
      return {
        code: 'too-short',
        pointer,
        params: { field: fieldName(pointer, field), length, limit, optional: isOptional(pointer, data) },
      };
    case 'maxLength':
      return { code: 'too-long', pointer, params: { length, limit, language: languageAt(pointer, data) } };
    case 'minItems':
      return {
        code: 'too-few-items',
        pointer,
        params: { count: items, limit, details: descriptionDetails(description) },
      };
    case 'maxItems':
      return {
        code: 'too-many-items',
        pointer,
        params: { count: items, limit, details: descriptionDetails(description) },
      };
    default: {
      const schema = resolveRef((error.parentSchema ?? {}) as Schema);
      const bound = (keyword: string) =>
        typeof schema[keyword] === 'number' ? (schema[keyword] as number) : undefined;
      return {
        code: 'out-of-range',
        pointer,
        params: {
          value: value as number,
          minimum: bound('minimum'),
          maximum: bound('maximum'),
          exclusiveMinimum: bound('exclusiveMinimum'),
          exclusiveMaximum: bound('exclusiveMaximum'),
          description,
        },
      };
    }
  }
};
