import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { hintOf } from '../editorSchema';
import { DefaultObjectField as ObjectField, DefaultStringField as StringField } from '../rjsfDefaults';
import { ImageField } from './ImageField';
import { MovableArrayField } from './MovableArrayField';
import { ShorthandField } from './ShorthandField';
import { TranslatableTextField } from './TranslatableTextField';

function EditorObjectField(props: FieldProps) {
  return hintOf(props.schema)?.control === 'image' ? <ImageField {...props} /> : <ObjectField {...props} />;
}

/**
 * rjsf draws a ["string", "object"] value as its first type; the editor draws
 * a translatable text per language, and any other such value as the object, keeping the short form.
 */
function EditorStringField(props: FieldProps) {
  if (hintOf(props.schema)?.control === 'translatable') return <TranslatableTextField {...props} />;
  return Array.isArray(props.schema.type) && props.schema.type.includes('object') ? (
    <ShorthandField {...props} />
  ) : (
    <StringField {...props} />
  );
}

export const editorFields: RegistryFieldsType = {
  ObjectField: EditorObjectField,
  StringField: EditorStringField,
  ArrayField: MovableArrayField,
};
