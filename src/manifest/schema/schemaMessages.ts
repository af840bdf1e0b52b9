import type { ErrorObject } from 'ajv';
import type { UnplacedProblem } from '../ManifestProblem';
import { particle, quoted, withParticle } from '../korean';
import { escapeSegment, valueAt } from '../json/pointer';
import { nearest } from '../suggest';
import { describeValue, expectedWords } from './valueWords';
import { PATTERN_EXPLANATIONS, repairToPattern } from './patternExplanations';
import { descriptionDetails, discriminatorValues, fieldDescription, fieldLabel, fieldSchemaAt, resolveRef, schemaFor, schemaText, type Schema } from './schemaLookup';
import { siteSchema } from './siteSchemaValidator';

type Explain = (error: ErrorObject, data: unknown) => UnplacedProblem;

const list = (values: readonly string[]) => values.join(', ');

function parentObjectSchema(error: ErrorObject): Schema {
  return resolveRef((error.parentSchema ?? {}) as Schema);
}

function titleOf(schema: Schema): string {
  return typeof schema.title === 'string' ? schema.title : '이 묶음';
}

function example(description: string | undefined): string | undefined {
  return description?.match(/예: .+$/)?.[0];
}

const missingProperty: Explain = (error) => {
  const name = String(error.params.missingProperty);
  const object = parentObjectSchema(error);
  const field = (object.properties as Record<string, Schema> | undefined)?.[name];
  const label = fieldLabel(field);
  const details = descriptionDetails(fieldDescription(field));
  return {
    code: 'missing-property',
    pointer: error.instancePath,
    message: `필수 항목 '${name}'${label ? `(${label})` : ''}${particle("'", '이/가')} 없습니다.`,
    hint: [`${titleOf(object)}에 ${quoted(name, '을/를')} 넣으세요.`, details].filter(Boolean).join(' '),
  };
};

const unknownProperty: Explain = (error) => {
  const name = String(error.params.additionalProperty);
  const object = parentObjectSchema(error);
  const allowed = Object.keys((object.properties as object | undefined) ?? {});
  const suggestion = nearest(name, allowed);
  return {
    code: 'unknown-property',
    pointer: `${error.instancePath}/${escapeSegment(name)}`,
    at: 'key',
    message: `${quoted(name, '은/는')} 이 자리에 쓸 수 없는 항목입니다.${suggestion ? ` 혹시 ${quoted(suggestion, '을/를')} 말씀하셨나요?` : ''}`,
    hint: `${titleOf(object)}에 쓸 수 있는 항목: ${list(allowed)}`,
  };
};

function typeHint(expected: unknown, value: unknown): string | undefined {
  const types = Array.isArray(expected) ? expected : [expected];
  if (typeof value === 'string' && (types.includes('number') || types.includes('integer')) && value.trim() !== '' && Number.isFinite(Number(value))) {
    return `따옴표 없이 ${value.trim()}처럼 쓰세요.`;
  }
  if ((value === 'true' || value === 'false') && types.includes('boolean')) return `따옴표 없이 ${value}처럼 쓰세요.`;
  if (typeof value === 'number' && types.includes('string')) return `글자는 "${value}"처럼 큰따옴표로 감싸 씁니다.`;
  if (typeof value === 'string' && types.includes('array')) return `목록은 [${JSON.stringify(value)}]처럼 대괄호로 감싸 씁니다.`;
  return undefined;
}

const wrongType: Explain = (error, data) => {
  const value = valueAt(data, error.instancePath);
  const expected = error.params.type;
  const fractionForInteger = expected === 'integer' && typeof value === 'number';
  const message = fractionForInteger
    ? `소수점 없는 정수가 와야 하는데 ${withParticle(describeValue(value), '이/가')} 있습니다.`
    : `${withParticle(expectedWords(expected), '이/가')} 와야 하는데 ${withParticle(describeValue(value), '이/가')} 있습니다.`;
  const hint = typeHint(expected, value) ?? fieldDescription(fieldSchemaAt(error.instancePath, data));
  return { code: 'wrong-type', pointer: error.instancePath, message, ...(hint && { hint }) };
};

/** Every discriminator value of every union in the schema, to tell "misplaced" from "misspelt". */
const allNodeTypes = new Set(Object.values(siteSchema.$defs as Record<string, Schema>).flatMap((definition) => discriminatorValues(definition)));

const discriminator: Explain = (error, data) => {
  const union = parentObjectSchema(error);
  const tag = String(error.params.tag);
  const allowed = discriminatorValues(union);
  const tagPointer = `${error.instancePath}/${escapeSegment(tag)}`;
  const value = valueAt(data, tagPointer);
  const choices = descriptionDetails(schemaText(union));
  if (value === undefined) {
    return {
      code: 'missing-property',
      pointer: error.instancePath,
      message: `필수 항목 '${tag}'${particle("'", '이/가')} 없습니다.`,
      hint: `${titleOf(union)}의 종류를 정하는 항목입니다. "${tag}": "${allowed[0]}"처럼 ${list(allowed)} 중 하나를 쓰세요.`,
    };
  }
  if (typeof value !== 'string') {
    return { code: 'wrong-type', pointer: tagPointer, message: `글자가 와야 하는데 ${withParticle(describeValue(value), '이/가')} 있습니다.`, hint: `${list(allowed)} 중 하나를 큰따옴표로 감싸 쓰세요.` };
  }
  const suggestion = nearest(value, allowed);
  const why = allNodeTypes.has(value) ? '이 자리에 쓸 수 없습니다' : '없습니다';
  return {
    code: 'bad-value',
    pointer: tagPointer,
    message: `${tag}${particle(tag, '은/는')} ${list(allowed)} 중 하나여야 합니다. ${quoted(value, '은/는')} ${why}.${suggestion ? ` 혹시 ${quoted(suggestion, '을/를')} 말씀하셨나요?` : ''}`,
    ...(choices && { hint: choices }),
  };
};

const oneOfValues: Explain = (error, data) => {
  const allowed = (error.keyword === 'const' ? [error.params.allowedValue] : (error.params.allowedValues as unknown[])).map((value) => JSON.stringify(value));
  const value = valueAt(data, error.instancePath);
  const suggestion = typeof value === 'string' ? nearest(JSON.stringify(value), allowed) : undefined;
  return {
    code: 'bad-value',
    pointer: error.instancePath,
    message: `${list(allowed)} 중 하나여야 하는데 ${withParticle(describeValue(value), '이/가')} 있습니다.${suggestion ? ` 혹시 ${suggestion}${particle(suggestion, '을/를')} 말씀하셨나요?` : ''}`,
  };
};

const pattern: Explain = (error, data) => {
  const value = String(valueAt(data, error.instancePath));
  const source = String(error.params.pattern);
  const field = fieldSchemaAt(error.instancePath, data);
  const label = fieldLabel(field) ?? '값';
  const explanation = PATTERN_EXPLANATIONS[source] ?? fieldDescription(field) ?? '';
  const repaired = repairToPattern(value, source);
  const hint = repaired ? `${JSON.stringify(repaired)}처럼 쓰세요.` : example(fieldDescription(field)) ?? example(schemaText(resolveRef(field ?? {})));
  return {
    code: 'pattern',
    pointer: error.instancePath,
    message: `${JSON.stringify(value)}${particle('"', '은/는')} ${label} 형식에 맞지 않습니다. ${explanation}`.trim(),
    ...(hint && { hint }),
  };
};

const FORMATS: Record<string, { name: string; hint: string }> = {
  email: { name: '이메일 주소', hint: '이름@도메인 형식으로 쓰세요. 예: "contact@example.co.kr"' },
  uri: { name: '인터넷 주소(URL)', hint: 'https://로 시작하는 전체 주소를 쓰세요. 예: "https://www.example.co.kr"' },
};

const format: Explain = (error, data) => {
  const value = valueAt(data, error.instancePath);
  const known = FORMATS[String(error.params.format)] ?? { name: `${error.params.format} 형식의 값`, hint: '' };
  return {
    code: 'format',
    pointer: error.instancePath,
    message: `${JSON.stringify(value)}${particle('"', '은/는')} 올바른 ${withParticle(known.name, '이/가')} 아닙니다.`,
    ...(known.hint && { hint: known.hint }),
  };
};

function isOptional(pointer: string, data: unknown): boolean {
  const cut = pointer.lastIndexOf('/');
  const parentPointer = pointer.slice(0, cut);
  const key = pointer.slice(cut + 1);
  const parentField = parentPointer === '' ? (siteSchema as Schema) : fieldSchemaAt(parentPointer, data);
  const parent = parentField && schemaFor(parentField, valueAt(data, parentPointer));
  return Array.isArray(parent?.required) && !parent.required.includes(key) && parent.properties !== undefined;
}

const limits: Explain = (error, data) => {
  const value = valueAt(data, error.instancePath);
  const field = fieldSchemaAt(error.instancePath, data);
  const description = fieldDescription(field);
  const base = { code: 'bad-value' as const, pointer: error.instancePath, ...(description && { hint: description }) };
  const limit = error.params.limit as number;
  switch (error.keyword) {
    case 'minLength': {
      const label = fieldLabel(field) ?? '이 값';
      const optional = isOptional(error.instancePath, data) ? ' 쓰지 않으려면 이 줄을 지우세요.' : '';
      return { ...base, message: `빈 글자("")는 쓸 수 없습니다.`, hint: `${withParticle(label, '을/를')} 적으세요.${optional}` };
    }
    case 'maxLength':
      return { ...base, message: `${limit}자까지 쓸 수 있는데 ${String(value).length}자입니다.` };
    case 'minItems':
      return { ...base, message: `목록에 항목이 적어도 ${limit}개 있어야 하는데 ${(value as unknown[]).length}개입니다.` };
    case 'maxItems':
      return { ...base, message: `목록에 항목을 ${limit}개까지 쓸 수 있는데 ${(value as unknown[]).length}개입니다.` };
    default: {
      const schema = resolveRef((error.parentSchema ?? {}) as Schema);
      const range = [typeof schema.minimum === 'number' ? `${schema.minimum} 이상` : '', typeof schema.maximum === 'number' ? `${schema.maximum} 이하` : ''].filter(Boolean).join(' ');
      return { ...base, message: `${range || `${error.params.comparison} ${limit}`}여야 하는데 ${value}입니다.` };
    }
  }
};

const EXPLAIN: Record<string, Explain> = {
  required: missingProperty,
  additionalProperties: unknownProperty,
  type: wrongType,
  discriminator,
  const: oneOfValues,
  enum: oneOfValues,
  pattern,
  format,
  minLength: limits,
  maxLength: limits,
  minItems: limits,
  maxItems: limits,
  minimum: limits,
  maximum: limits,
  exclusiveMinimum: limits,
  exclusiveMaximum: limits,
};

/** One AJV error in Korean, placed at the value (or key, or object) to fix. */
export function explainSchemaError(error: ErrorObject, data: unknown): UnplacedProblem {
  const explain = EXPLAIN[error.keyword];
  if (explain) return explain(error, data);
  // A keyword the schema does not use today; still say where, even if less precisely.
  return { code: 'bad-value', pointer: error.instancePath, message: `값이 스키마 규칙(${error.keyword})에 맞지 않습니다.`, hint: error.message ?? '' };
}
