import { escapeSegment } from '../../json/pointer';
import { nearest } from '../../suggest';
import { descriptionDetails, fieldDescription, fieldTitle } from '../schemaLookup';
import { parentObjectSchema, propertiesOf, titleOf, type Explain } from './explain';

export const missingProperty: Explain = (error) => {
  const name = String(error.params.missingProperty);
  const object = parentObjectSchema(error);
  const field = propertiesOf(object)[name];
  return {
    code: 'missing-property',
    pointer: error.instancePath,
    params: {
      name,
      title: fieldTitle(field),
      owner: titleOf(object),
      details: descriptionDetails(fieldDescription(field)),
    },
  };
};

export const unknownProperty: Explain = (error) => {
  const name = String(error.params.additionalProperty);
  const object = parentObjectSchema(error);
  const fields = propertiesOf(object);
  const suggestion = nearest(name, Object.keys(fields));
  return {
    code: 'unknown-property',
    pointer: `${error.instancePath}/${escapeSegment(name)}`,
    at: 'key',
    params: {
      name,
      suggestion: suggestion === undefined ? undefined : { name: suggestion, title: fieldTitle(fields[suggestion]) },
      allowed: Object.keys(fields),
      owner: titleOf(object),
    },
  };
};
