import type { ErrorSchema, FieldProps, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { isRecord } from '../../../manifest/references/manifestShape';
import { hintOf } from '../editorSchema';
import { FieldErrors } from '../templates/FieldErrors';
import { ShorthandBox } from './ShorthandField.styles';
import { TextInLanguages } from './TextInLanguages';

type Value = Record<string, unknown>;

const isSet = (value: unknown) => value !== undefined && value !== '';

/**
 * A value written either as a string or as an object whose first property is
 * that string (an instrument tab: "xps", or { "instrument": "xps", "label": "XPS" }).
 * The form always shows the object; the file keeps the short form while the
 * other properties are empty.
 */
export function ShorthandField({
  formData,
  fieldPathId,
  schema,
  errorSchema,
  registry,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
}: FieldProps) {
  const id = fieldPathId.$id;
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const [first = '', ...others] = Object.keys(properties);
  const value: Value = typeof formData === 'string' ? { [first]: formData } : isRecord(formData) ? formData : {};
  const emit = (next: Value) => {
    const kept = Object.entries(next).filter(([, part]) => isSet(part));
    const short = !others.some((key) => isSet(next[key]));
    onChange(short ? next[first] : Object.fromEntries(kept), fieldPathId.path, undefined, id);
  };
  const Widget = registry.widgets.TextWidget!;
  const errorsOf = (key: string) =>
    (errorSchema as Record<string, { __errors?: string[] }> | undefined)?.[key]?.__errors ?? [];
  return (
    <ShorthandBox id={id}>
      <legend>{typeof schema.title === 'string' ? schema.title : first}</legend>
      <FieldErrors id={id} errors={errorSchema?.__errors ?? []} />
      {[first, ...others].map((key) => {
        const property = registry.schemaUtils.retrieveSchema(properties[key]!);
        const fieldId = `${id}_${key}`;
        const label = typeof property.title === 'string' ? property.title : key;
        const hint = hintOf(property);
        if (hint?.control === 'translatable') {
          // A tab's own name is a text of the site, written per language like any other.
          return (
            <TextInLanguages
              key={key}
              id={fieldId}
              title={key === first ? label : `${label} (선택)`}
              value={value[key]}
              multiline={hint.multiline}
              maxLength={hint.maxLength}
              offerSame={hint.offerSame}
              required={key === first}
              disabled={disabled}
              readonly={readonly}
              errors={errorsOf(key)}
              errorSchema={(errorSchema as Record<string, ErrorSchema | undefined> | undefined)?.[key]}
              registry={registry}
              onChange={(part) => emit({ ...value, [key]: part })}
              onBlur={onBlur}
              onFocus={onFocus}
            />
          );
        }
        const widgetProps = {
          id: fieldId,
          name: key,
          label,
          schema: property,
          value: value[key],
          required: key === first,
          disabled,
          readonly,
          autofocus: false,
          placeholder: '',
          options: {},
          registry,
          rawErrors: errorsOf(key),
          onChange: (part: unknown) => emit({ ...value, [key]: part }),
          onBlur,
          onFocus,
        } as unknown as WidgetProps;
        return (
          <div key={key}>
            <label htmlFor={fieldId}>{key === first ? label : `${label} (선택)`}</label>
            <Widget {...widgetProps} />
            <FieldErrors id={fieldId} errors={errorsOf(key)} />
          </div>
        );
      })}
    </ShorthandBox>
  );
}
