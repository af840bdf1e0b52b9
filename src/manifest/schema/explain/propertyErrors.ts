import { particle, quoted } from '../../korean';
import { escapeSegment } from '../../json/pointer';
import { nearest } from '../../suggest';
import { descriptionDetails, fieldDescription, fieldLabel, type Schema } from '../schemaLookup';
import { list, parentObjectSchema, titleOf, type Explain } from './explain';

export const missingProperty: Explain = (error) => {
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

export const unknownProperty: Explain = (error) => {
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
