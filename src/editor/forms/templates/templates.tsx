import type {
  ArrayFieldItemButtonsTemplateProps,
  FieldErrorProps,
  FieldTemplateProps,
  IconButtonProps,
  TemplatesType,
} from '@rjsf/utils';
import { EditorArrayFieldTemplate, EditorArrayItem } from './ArrayTemplates';
import { RemoveItemButton } from './RemoveItemButton';
import type { EditorFormContext } from '../EditorFormContext';
import { FieldErrors } from './FieldErrors';

import { DefaultFieldTemplate } from '../rjsfDefaults';

/**
 * A node's `type` is chosen by the union's Korean select above the form, so its
 * constant is not a field. A short-or-long value draws its own titled box, so it
 * needs no label above it.
 */
function EditorFieldTemplate(props: FieldTemplateProps) {
  if (props.schema.const !== undefined) return null;
  const ownBox = Array.isArray(props.schema.type) && props.schema.type.includes('object');
  return <DefaultFieldTemplate {...props} displayLabel={ownBox ? false : props.displayLabel} />;
}

function EditorFieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  return (
    <FieldErrors
      id={fieldPathId.$id}
      errors={(errors ?? []).filter((error): error is string => typeof error === 'string')}
    />
  );
}

/** Move and remove buttons in words, named with the item's number so each is told apart by a screen reader. */
function EditorArrayItemButtons({
  index,
  hasMoveUp,
  hasMoveDown,
  hasRemove,
  onMoveUpItem,
  onMoveDownItem,
  onRemoveItem,
  disabled,
  readonly,
  fieldPathId,
  registry,
}: ArrayFieldItemButtonsTemplateProps) {
  const locked = disabled || readonly;
  const number = `${index + 1}번째 항목`;
  return (
    <span className="item-buttons">
      {(hasMoveUp || hasMoveDown) && (
        <>
          <button type="button" aria-label={`${number} 위로`} disabled={locked || !hasMoveUp} onClick={onMoveUpItem}>
            위로
          </button>
          <button
            type="button"
            aria-label={`${number} 아래로`}
            disabled={locked || !hasMoveDown}
            onClick={onMoveDownItem}
          >
            아래로
          </button>
        </>
      )}
      {hasRemove && (
        <RemoveItemButton
          label={`${number} 삭제`}
          disabled={Boolean(locked)}
          fieldId={fieldPathId.$id}
          context={registry.formContext as EditorFormContext}
          onRemove={onRemoveItem}
        />
      )}
    </span>
  );
}

function AddButton({ id, onClick, disabled }: IconButtonProps) {
  return (
    <button type="button" id={id} className="add-button" onClick={onClick} disabled={disabled}>
      추가
    </button>
  );
}

export const editorTemplates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates: Partial<TemplatesType['ButtonTemplates']>;
} = {
  FieldTemplate: EditorFieldTemplate,
  FieldErrorTemplate: EditorFieldErrorTemplate,
  ArrayFieldTemplate: EditorArrayFieldTemplate,
  ArrayFieldItemTemplate: EditorArrayItem,
  ArrayFieldItemButtonsTemplate: EditorArrayItemButtons,
  ButtonTemplates: { AddButton },
};
