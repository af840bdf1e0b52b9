import type { WidgetProps } from '@rjsf/utils';
import { DefaultSelectWidget } from '../rjsfDefaults';

/**
 * rjsf draws a union's branch chooser (a section's kind) without a label; it is
 * named here, "섹션 모양", so it can be found and read. Other selects have their
 * field's label.
 */
export function KindSelectWidget(props: WidgetProps) {
  const chooser = props.id.endsWith('__oneof_select') || props.id.endsWith('__anyof_select');
  if (!chooser) return <DefaultSelectWidget {...props} />;
  return (
    <label className="kind-select">
      <span>{`${props.label} 모양`}</span>
      <DefaultSelectWidget {...props} />
    </label>
  );
}
