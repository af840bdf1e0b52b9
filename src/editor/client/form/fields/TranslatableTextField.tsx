import type { FieldProps, RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { Language } from '../../../../manifest/site.gen';
import { draftLanguages } from '../../translations/draftLanguages';
import { textsOf, withText } from '../../translations/textByLanguage';
import type { EditorFormContext } from '../EditorFormContext';
import { hintOf } from '../editorSchema';
import { FieldErrors } from '../templates/FieldErrors';
import { Description, LanguageBox, LanguageColumns, MissingTag, TextBox } from './TranslatableTextField.styles';

type ErrorsByKey = Record<string, { __errors?: string[] } | undefined> | undefined;

/**
 * A text of the site in each of its languages: one labelled box per language,
 * the default language first. An empty translation is said to be missing
 * ("번역 없음") rather than drawn as an error: on a language still in progress
 * it is allowed, and the problems panel says when it is not.
 */
export function TranslatableTextField(props: FieldProps) {
  const { formData, fieldPathId, schema, errorSchema, registry, onChange } = props;
  const context = registry.formContext as EditorFormContext;
  const languages = draftLanguages(context.manifest);
  const id = fieldPathId.$id;
  const title = typeof schema.title === 'string' ? schema.title : '글';
  const texts = textsOf(formData, languages);
  const update = (code: string, text: string) => onChange(withText(formData, code, text, languages), fieldPathId.path, undefined, id);

  if (languages.length === 1) {
    // A site in one language: the field is the plain text box it always was.
    return <LanguageInput {...props} boxId={id} text={texts[languages[0]!.code]!} label={title} onText={(text) => update(languages[0]!.code, text)} />;
  }
  const errorsOf = (code: string) => (errorSchema as ErrorsByKey)?.[code]?.__errors ?? [];
  const [defaultLanguage] = languages;
  return (
    <TextBox id={id}>
      <legend>{title}</legend>
      {typeof schema.description === 'string' && <Description>{schema.description}</Description>}
      <LanguageColumns>
        {languages.map((language) => {
          const boxId = `${id}_${language.code}`;
          // An optional text not written at all lacks nothing; one written in the default language lacks its translation.
          const missing = language !== defaultLanguage && texts[language.code]!.trim() === '' && texts[defaultLanguage!.code]!.trim() !== '';
          return (
            <LanguageBox key={language.code}>
              <LanguageInput
                {...props}
                boxId={boxId}
                text={texts[language.code]!}
                label={language.name}
                lang={language.code}
                missing={missing}
                errors={errorsOf(language.code)}
                onText={(text) => update(language.code, text)}
              />
            </LanguageBox>
          );
        })}
      </LanguageColumns>
    </TextBox>
  );
}

interface LanguageInputProps extends FieldProps {
  boxId: string;
  text: string;
  label: string;
  lang?: Language['code'];
  missing?: boolean;
  errors?: string[];
  onText: (text: string) => void;
}

/** One language's box, drawn by the editor's own widgets: a growing area for a paragraph, an input for a line. */
function LanguageInput({ boxId, text, label, lang, missing = false, errors = [], onText, schema, registry, required, disabled, readonly, onBlur, onFocus }: LanguageInputProps) {
  const hint = hintOf(schema);
  const multiline = hint?.control === 'translatable' && hint.multiline;
  const Widget = multiline ? registry.widgets.multiline! : registry.widgets.TextWidget!;
  const widgetProps = {
    id: boxId,
    name: boxId,
    label,
    schema: { type: 'string' } satisfies RJSFSchema,
    value: text,
    required: required && lang === undefined,
    disabled,
    readonly,
    autofocus: false,
    placeholder: '',
    options: { emptyValue: '' },
    registry,
    rawErrors: errors,
    onChange: (next: unknown) => onText(typeof next === 'string' ? next : ''),
    onBlur,
    onFocus,
  } as unknown as WidgetProps;
  return (
    <>
      <label htmlFor={boxId}>
        {label}
        {/* The widgets name `<id>__description` in aria-describedby: a screen reader hears the box is missing its text. */}
        {missing && <MissingTag id={`${boxId}__description`}>번역 없음</MissingTag>}
      </label>
      <div lang={lang}>
        <Widget {...widgetProps} />
      </div>
      <FieldErrors id={boxId} errors={errors} />
    </>
  );
}
