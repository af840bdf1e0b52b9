import type { WidgetProps } from '@rjsf/utils';
import { DefaultTextWidget } from '../rjsfDefaults';
import { unitOf } from './unitOf';
import { Detail, WithUnit } from './widgets.styles';

/** A number with its unit beside it (px, ms), read from the field's description. */
export function NumberWidget(props: WidgetProps) {
  const unit = unitOf(props.schema.description) ?? unitOf(props.schema.title);
  if (!unit) return <DefaultTextWidget {...props} />;
  return (
    <WithUnit>
      <DefaultTextWidget {...props} />
      <Detail aria-hidden="true">{unit}</Detail>
    </WithUnit>
  );
}
