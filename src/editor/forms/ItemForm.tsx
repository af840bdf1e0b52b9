import Form from '@rjsf/core';
import type { ErrorSchema, Experimental_DefaultFormStateBehavior, RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { TEXT_FORMATS } from '../../manifest/schema/textFormats';
import type { EditorFormContext } from './EditorFormContext';
import { editorFields } from './fields/editorFields';
import { ID_PREFIX, ID_SEPARATOR } from './fieldIds';
import { koreanString } from './koreanStrings';
import { OptionalPartButton } from './templates/OptionalPartButton';
import { editorTemplates } from './templates/templates';
import { HintedTextWidget } from './widgets/HintedTextWidget';
import { KindSelectWidget } from './widgets/KindSelectWidget';
import { MultilineTextWidget } from './widgets/MultilineTextWidget';

// rjsf only uses its validator to tell which branch of a union a value is; the
// problems people see come from the server, as `npm run validate` reports them.
const validator = customizeValidator({ AjvClass: Ajv2020, customFormats: TEXT_FORMATS });

// Every optional object (a section's 배경) gets a button to take it out and put it back; the
// item itself is not optional (rjsf cannot tell it from a part: the form's root is a $ref).
const uiSchema: UiSchema = {
  'ui:submitButtonOptions': { norender: true },
  'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] },
  'ui:enableOptionalDataFieldForType': [],
};

const templates = { ...editorTemplates, OptionalDataControlsTemplate: OptionalPartButton };

// A kind changed or an item added gets what it requires, never an empty optional
// object: `"background": {}` would itself be a problem (its colour is required).
const defaultFormStateBehavior: Experimental_DefaultFormStateBehavior = {
  emptyObjectFields: 'populateRequiredDefaults',
  arrayMinItems: { populate: 'requiredOnly' },
};

// rjsf draws a string with a format by the widget of that name: "multiline" texts get a growing box.
const widgets = { TextWidget: HintedTextWidget, SelectWidget: KindSelectWidget, multiline: MultilineTextWidget };

interface ItemFormProps {
  schema: RJSFSchema;
  value: unknown;
  context: EditorFormContext;
  errors: ErrorSchema;
  /** A change, with the id of the field it came from. */
  onChange: (value: unknown, fieldId: string | undefined) => void;
}

/** The form of one item of the site, generated from its schema. */
export function ItemForm({ schema, value, context, errors, onChange }: ItemFormProps) {
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      widgets={widgets}
      fields={editorFields}
      templates={templates}
      formContext={context}
      translateString={koreanString}
      extraErrors={errors}
      idPrefix={ID_PREFIX}
      idSeparator={ID_SEPARATOR}
      experimental_defaultFormStateBehavior={defaultFormStateBehavior}
      noValidate
      showErrorList={false}
      onChange={(event, id) => onChange(event.formData, id)}
    />
  );
}
