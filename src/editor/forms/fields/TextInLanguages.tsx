import type { ErrorSchema, Registry, RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { Language } from '../../../manifest/site.gen';
import { draftLanguages } from '../../translations/draftLanguages';
import { EVERY_LANGUAGE, isSameInEveryLanguage } from '../../../manifest/language/localText';
import { textsOf, withSameInEveryLanguage, withSameText, withText } from '../../translations/textByLanguage';
import type { EditorFormContext } from '../EditorFormContext';
import { FieldErrors } from '../templates/FieldErrors';
import { Description, LanguageBox, LanguageColumns, MissingTag, SameToggle, TextBox } from './TextInLanguages.styles';

type ErrorsByKey = Record<string, { __errors?: string[] } | undefined> | undefined;

export interface TextInLanguagesProps {
  id: string;
  title: string;
  description?: string;
  /** The value in site.json: a string in the default language, or an object by language code. */
  value: unknown;
  multiline: boolean;
  /** The most characters each language's text may have (the schema's maxLength). */
  maxLength?: number;
  /** Offer '모든 언어 같음': a name (a model, a brand) may read the same in every language. */
  offerSame?: boolean;
  required: boolean;
  disabled?: boolean;
  readonly?: boolean;
  /** Problems of the whole text, where no rjsf template shows them already. */
  errors?: string[];
  /** Problems of each language's text, by code. */
  errorSchema?: ErrorSchema;
  registry: Registry;
  onChange: (value: unknown) => void;
  onBlur: (id: string, value: unknown) => void;
  onFocus: (id: string, value: unknown) => void;
}

/**
 * A text of the site in each of its languages: one labelled box per language,
 * the default language first. An empty translation is said to be missing
 * ("번역 없음") rather than drawn as an error: on a language still in progress
 * it is allowed, and the problems panel says when it is not.
 */
export function TextInLanguages(props: TextInLanguagesProps) {
  const { id, title, description, value, errors = [], errorSchema, registry, onChange } = props;
  const languages = draftLanguages((registry.formContext as EditorFormContext).manifest);
  const texts = textsOf(value, languages);
  const update = (code: string, text: string) => onChange(withText(value, code, text, languages));
  const [defaultLanguage, ...others] = languages;
  const same = isSameInEveryLanguage(value);

  if (others.length === 0) {
    // A site in one language: the field is the plain text box it always was.
    return (
      <LanguageBox>
        <LanguageInput
          {...props}
          boxId={id}
          text={texts[defaultLanguage!.code]!}
          label={title}
          errors={errors}
          onText={(text) => update(defaultLanguage!.code, text)}
        />
      </LanguageBox>
    );
  }
  const errorsOf = (code: string) => (errorSchema as ErrorsByKey)?.[code]?.__errors ?? [];
  const toggle = (props.offerSame || same) && (
    <SameToggle>
      <input
        type="checkbox"
        checked={same}
        disabled={props.disabled || props.readonly}
        onChange={(event) => onChange(withSameInEveryLanguage(value, event.target.checked, languages))}
      />
      모든 언어 같음
    </SameToggle>
  );
  const heading = (
    <>
      <legend>{title}</legend>
      {description && <Description>{description}</Description>}
      <FieldErrors id={id} errors={errors} />
      {toggle}
    </>
  );
  if (same) {
    // One text for every language, stored as { "*": … }: no translation is missing, none is asked for.
    return (
      <TextBox id={id}>
        {heading}
        <LanguageBox>
          <LanguageInput
            {...props}
            boxId={`${id}_${EVERY_LANGUAGE}`}
            text={texts[defaultLanguage!.code]!}
            label="모든 언어"
            errors={errorsOf(EVERY_LANGUAGE)}
            onText={(text) => onChange(withSameText(text))}
          />
        </LanguageBox>
      </TextBox>
    );
  }
  return (
    <TextBox id={id}>
      {heading}
      <LanguageColumns $stacked={props.multiline}>
        {languages.map((language) => {
          // An optional text not written at all lacks nothing; one written in the default language lacks its translation.
          const missing =
            language !== defaultLanguage &&
            texts[language.code]!.trim() === '' &&
            texts[defaultLanguage!.code]!.trim() !== '';
          return (
            <LanguageBox key={language.code}>
              <LanguageInput
                {...props}
                boxId={`${id}_${language.code}`}
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

interface LanguageInputProps extends TextInLanguagesProps {
  boxId: string;
  text: string;
  label: string;
  lang?: Language['code'];
  missing?: boolean;
  errors?: string[];
  onText: (text: string) => void;
}

/** One language's box, drawn by the editor's own widgets: a growing area for a paragraph, an input for a line. */
function LanguageInput({
  boxId,
  text,
  label,
  lang,
  missing = false,
  errors = [],
  onText,
  multiline,
  maxLength,
  registry,
  required,
  disabled,
  readonly,
  onBlur,
  onFocus,
}: LanguageInputProps) {
  const Widget = multiline ? registry.widgets.multiline! : registry.widgets.TextWidget!;
  const widgetProps = {
    id: boxId,
    name: boxId,
    label,
    schema: { type: 'string', ...(maxLength !== undefined && { maxLength }) } satisfies RJSFSchema,
    value: text,
    // Only the default language is required; a missing translation is told apart as "번역 없음".
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
