import type { OptionalDataControlsTemplateProps } from '@rjsf/utils';

/**
 * An optional part of an item (a section's 배경) can always be taken out, and
 * put back: "배경 없애기" / "배경 넣기", named after the part so each is told apart.
 */
export function OptionalPartButton({ id, schema, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  const part = typeof schema.title === 'string' ? schema.title : '이 부분';
  if (!onAddClick && !onRemoveClick) return null;
  return (
    <button type="button" id={id} className="optional-part" onClick={onAddClick ?? onRemoveClick}>
      {onAddClick ? `${part} 넣기` : `${part} 없애기`}
    </button>
  );
}
