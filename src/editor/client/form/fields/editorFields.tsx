import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { hintOf } from '../editorSchema';
import { DefaultObjectField as ObjectField, DefaultStringField as StringField } from '../rjsfDefaults';
import { ImageField } from './ImageField';
import { ShorthandField } from './ShorthandField';

function EditorObjectField(props: FieldProps) {
  return hintOf(props.schema)?.control === 'image' ? <ImageField {...props} /> : <ObjectField {...props} />;
}

/** rjsf draws a ["string", "object"] value as its first type; the editor draws the object and keeps the short form. */
function EditorStringField(props: FieldProps) {
  return Array.isArray(props.schema.type) && props.schema.type.includes('object') ? <ShorthandField {...props} /> : <StringField {...props} />;
}

export const editorFields: RegistryFieldsType = { ObjectField: EditorObjectField, StringField: EditorStringField };
