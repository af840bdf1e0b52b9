import { escapeSegment, valueAt } from '../../json/pointer';
import { nearest } from '../../suggest';
import {
  descriptionDetails,
  discriminatorValues,
  fieldDescription,
  fieldSchemaAt,
  fieldTitle,
  resolveRef,
  schemaText,
  type Schema,
} from '../schemaLookup';
import { siteSchema } from '../siteSchemaValidator';
import { parentObjectSchema, propertiesOf, titleOf, type Explain } from './explain';

export const wrongType: Explain = (error, data) => ({
  code: 'wrong-type',
  pointer: error.instancePath,
  params: {
    expected: [error.params.type as string | string[]].flat(),
    value: valueAt(data, error.instancePath),
    description: fieldDescription(fieldSchemaAt(error.instancePath, data)),
  },
});

/** Every discriminator value of every union in the schema, to tell "misplaced" from "misspelt". */
const allNodeTypes = new Set(
  Object.values(siteSchema.$defs as Record<string, Schema>).flatMap((definition) => discriminatorValues(definition)),
);

export const discriminator: Explain = (error, data) => {
  const union = parentObjectSchema(error);
  const tag = String(error.params.tag);
  const allowed = discriminatorValues(union);
  const tagPointer = `${error.instancePath}/${escapeSegment(tag)}`;
  const value = valueAt(data, tagPointer);
  if (value === undefined) {
    // Every branch titles its tag the same way ("섹션 모양"), so the first one speaks for all.
    const firstBranch = Array.isArray(union.oneOf) ? resolveRef(union.oneOf[0] as Schema) : {};
    return {
      code: 'missing-property',
      pointer: error.instancePath,
      params: { name: tag, title: fieldTitle(propertiesOf(firstBranch)[tag]), owner: titleOf(union), choices: allowed },
    };
  }
  if (typeof value !== 'string') {
    return { code: 'wrong-type', pointer: tagPointer, params: { expected: ['string'], value, choices: allowed } };
  }
  return {
    code: 'bad-node-type',
    pointer: tagPointer,
    params: {
      tag,
      value,
      allowed,
      suggestion: nearest(value, allowed),
      misplaced: allNodeTypes.has(value),
      choicesText: descriptionDetails(schemaText(union)),
    },
  };
};

/** The values a choice allows: a const's one, an enum's list, or the consts of a choice among named values (anyOf). */
function allowedValues(error: Parameters<Explain>[0]): unknown[] {
  if (error.keyword === 'const') return [error.params.allowedValue];
  if (error.keyword === 'anyOf')
    return ((error.parentSchema as { anyOf: { const: unknown }[] }).anyOf ?? []).map((branch) => branch.const);
  return error.params.allowedValues as unknown[];
}

export const oneOfValues: Explain = (error, data) => {
  const allowed = allowedValues(error).map((value) => JSON.stringify(value));
  const value = valueAt(data, error.instancePath);
  return {
    code: 'bad-choice',
    pointer: error.instancePath,
    params: {
      allowed,
      value,
      suggestion: typeof value === 'string' ? nearest(JSON.stringify(value), allowed) : undefined,
    },
  };
};
