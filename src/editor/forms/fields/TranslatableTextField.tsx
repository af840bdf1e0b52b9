import type { FieldProps } from '@rjsf/utils';
import { hintOf } from '../editorSchema';
import { TextInLanguages } from './TextInLanguages';

/** A field whose definition is a translatable text (Text, Paragraph): its value in each of the site's languages. */
export function TranslatableTextField({
  formData,
  fieldPathId,
  schema,
  errorSchema,
  registry,
  required,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
}: FieldProps) {
  const hint = hintOf(schema);
  return (
    <TextInLanguages
      id={fieldPathId.$id}
      title={typeof schema.title === 'string' ? schema.title : '글'}
      description={typeof schema.description === 'string' ? schema.description : undefined}
      value={formData}
      multiline={hint?.control === 'translatable' && hint.multiline}
      maxLength={hint?.control === 'translatable' ? hint.maxLength : undefined}
      offerSame={hint?.control === 'translatable' && hint.offerSame}
      required={required ?? false}
      disabled={disabled}
      readonly={readonly}
      errorSchema={errorSchema}
      registry={registry}
      onChange={(value) => onChange(value, fieldPathId.path, undefined, fieldPathId.$id)}
      onBlur={onBlur}
      onFocus={onFocus}
    />
  );
}
