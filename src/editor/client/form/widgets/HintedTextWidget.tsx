import type { WidgetProps } from '@rjsf/utils';
import { nearestHref, referenceOptions, sectionOptions } from '../../references/referenceOptions';
import { manifestPathOf, type EditorFormContext } from '../EditorFormContext';
import { hintOf } from '../editorSchema';
import { ChoiceWidget } from './ChoiceWidget';
import { ColorWidget } from './ColorWidget';
import { ImagePathWidget } from './ImagePathWidget';
import { NumberWidget } from './NumberWidget';

import { DefaultTextWidget as TextWidget } from '../rjsfDefaults';

/** A text field drawn by what its definition is (a colour, a reference, an image file), plain text otherwise. */
export function HintedTextWidget(props: WidgetProps) {
  const hint = hintOf(props.schema);
  const context = props.registry.formContext as EditorFormContext;
  switch (hint?.control) {
    case 'color':
      return <ColorWidget {...props} />;
    case 'reference':
      return <ChoiceWidget {...props} choices={referenceOptions(context.manifest, hint.list, hint.key)} />;
    case 'sectionHash':
      return <ChoiceWidget {...props} choices={sectionOptions(context.manifest, nearestHref(context.manifest, manifestPathOf(context, props.id)))} />;
    case 'imagePath':
      return <ImagePathWidget {...props} />;
    default:
      return props.schema.type === 'number' || props.schema.type === 'integer' ? <NumberWidget {...props} /> : <TextWidget {...props} />;
  }
}
