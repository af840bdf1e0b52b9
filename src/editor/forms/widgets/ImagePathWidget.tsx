import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { ImagePicker } from '../../images/ImagePicker';
import { uploadFolder } from '../../images/uploadFolder';
import type { EditorFormContext } from '../EditorFormContext';
import { Inline, Thumbnail } from './widgets.styles';

import { DefaultTextWidget as TextWidget } from '../rjsfDefaults';

/** An image file's path, typed or picked from public/ (with upload). */
export function ImagePathWidget(props: WidgetProps) {
  const context = props.registry.formContext as EditorFormContext;
  const [picking, setPicking] = useState(false);
  return (
    <Inline>
      {typeof props.value === 'string' && props.value !== '' && <Thumbnail src={props.value} alt="" />}
      <TextWidget {...props} />
      <button type="button" onClick={() => setPicking(true)} aria-label={`${props.label} 고르기`}>
        이미지 고르기
      </button>
      {picking && (
        <ImagePicker
          api={context.api}
          folder={uploadFolder(context.itemPointer)}
          onClose={() => setPicking(false)}
          onPick={(image) => {
            setPicking(false);
            props.onChange(image.src);
          }}
        />
      )}
    </Inline>
  );
}
