import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { useContext } from 'react';
import { DefaultArrayFieldTemplate } from '../rjsfDefaults';
import { DragHandleContext } from '../sortable/dragHandleContext';
import { SortableItems } from '../sortable/SortableItems';
import { ItemBody, ItemBox, ItemLine, ItemToolbar } from './ArrayItem.styles';

/** rjsf's list, its items sortable by dragging: every array of the schema gets it. */
export function EditorArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const sortable = <SortableItems key="items" items={props.items} locked={Boolean(props.disabled || props.readonly)} />;
  return <DefaultArrayFieldTemplate {...props} items={[sortable]} />;
}

/** Objects, lists and texts in several languages draw their own box; a plain value is one line. */
const drawsOwnBox = (type: unknown) =>
  (Array.isArray(type) ? type : [type]).some((kind) => kind === 'object' || kind === 'array');

/**
 * One item of a list: its handle and buttons on a bar above an item that draws
 * its own box, so the box keeps the column's whole width; beside a one-line
 * value, wrapping under it where the column is narrow.
 */
export function EditorArrayItem({
  children,
  buttonsProps,
  hasToolbar,
  registry,
  uiSchema,
  schema,
}: ArrayFieldItemTemplateProps) {
  const handle = useContext(DragHandleContext);
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  const buttons = hasToolbar && <Buttons {...buttonsProps} />;
  if (drawsOwnBox(schema.type)) {
    return (
      <ItemBox className="rjsf-array-item">
        {(handle || buttons) && (
          <ItemToolbar>
            {handle}
            {buttons}
          </ItemToolbar>
        )}
        {children}
      </ItemBox>
    );
  }
  return (
    <ItemLine className="rjsf-array-item">
      {handle}
      <ItemBody>{children}</ItemBody>
      {buttons}
    </ItemLine>
  );
}
