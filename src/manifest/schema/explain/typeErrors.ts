import { particle, quoted, withParticle } from '../../korean';
import { escapeSegment, valueAt } from '../../json/pointer';
import { nearest } from '../../suggest';
import { describeValue, expectedWords } from '../valueWords';
import { descriptionDetails, discriminatorValues, fieldDescription, fieldSchemaAt, schemaText, type Schema } from '../schemaLookup';
import { siteSchema } from '../siteSchemaValidator';
import { list, parentObjectSchema, titleOf, type Explain } from './explain';

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

export const wrongType: Explain = (error, data) => {
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

export const discriminator: Explain = (error, data) => {
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

export const oneOfValues: Explain = (error, data) => {
  const allowed = (error.keyword === 'const' ? [error.params.allowedValue] : (error.params.allowedValues as unknown[])).map((value) => JSON.stringify(value));
  const value = valueAt(data, error.instancePath);
  const suggestion = typeof value === 'string' ? nearest(JSON.stringify(value), allowed) : undefined;
  return {
    code: 'bad-value',
    pointer: error.instancePath,
    message: `${list(allowed)} 중 하나여야 하는데 ${withParticle(describeValue(value), '이/가')} 있습니다.${suggestion ? ` 혹시 ${suggestion}${particle(suggestion, '을/를')} 말씀하셨나요?` : ''}`,
  };
};
