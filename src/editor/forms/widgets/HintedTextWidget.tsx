import type { WidgetProps } from '@rjsf/utils';
import { nearestHref, referenceOptions, sectionOptions } from '../../references/referenceOptions';
import { manifestPathOf, type EditorFormContext } from '../EditorFormContext';
import { hintOf } from '../editorSchema';
import { ChoiceWidget } from './ChoiceWidget';
import { ColorWidget } from './ColorWidget';
import { ImagePathWidget } from './ImagePathWidget';
import { LengthCounter } from './LengthCounter';
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
      return (
        <ChoiceWidget
          {...props}
          choices={sectionOptions(context.manifest, nearestHref(context.manifest, manifestPathOf(context, props.id)))}
        />
      );
    case 'imagePath':
      return <ImagePathWidget {...props} />;
    default:
      if (props.schema.type === 'number' || props.schema.type === 'integer') return <NumberWidget {...props} />;
      if (typeof props.schema.maxLength !== 'number') return <TextWidget {...props} />;
      // No maxLength on the input itself: it would cut a pasted text short without a word.
      return (
        <>
          <TextWidget {...props} />
          <LengthCounter
            id={`${props.id}__help`}
            text={typeof props.value === 'string' ? props.value : ''}
            limit={props.schema.maxLength}
          />
        </>
      );
  }
}
