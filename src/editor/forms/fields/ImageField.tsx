import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import type { PublicImage } from '../../shared/apiContract';
import { isRecord } from '../../../manifest/references/manifestShape';
import { focusField } from '../../app/focusField';
import { ImagePicker } from '../../images/ImagePicker';
import { defaultText } from '../../translations/defaultText';
import { uploadFolder } from '../../images/uploadFolder';
import type { EditorFormContext } from '../EditorFormContext';
import { FieldErrors } from '../templates/FieldErrors';
import { Inline, Thumbnail } from '../widgets/widgets.styles';
import { ImageBox, Row } from './ImageField.styles';
import { TextInLanguages } from './TextInLanguages';

/** An image: picked from public/ or uploaded, which fills its path and size; a new image's alt text is required (problems/localProblems.ts). */
export function ImageField({
  formData,
  fieldPathId,
  schema,
  errorSchema,
  registry,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
}: FieldProps) {
  const context = registry.formContext as EditorFormContext;
  const [picking, setPicking] = useState(false);
  const id = fieldPathId.$id;
  const image = isRecord(formData) ? formData : {};
  const update = (patch: Record<string, unknown>) => onChange({ ...image, ...patch }, fieldPathId.path, undefined, id);
  const pick = ({ src, width, height }: PublicImage) => {
    setPicking(false);
    update({ src, width, height });
    // A new image needs its alt text next: the cursor goes there.
    if ((defaultText(image.alt, context.manifest) ?? '').trim() === '')
      requestAnimationFrame(() => focusField(`${id}_alt`));
  };
  const text = (key: string) =>
    typeof image[key] === 'string' || typeof image[key] === 'number' ? String(image[key]) : '';
  const errorsOf = (key: string) =>
    (errorSchema as Record<string, { __errors?: string[] }> | undefined)?.[key]?.__errors ?? [];
  const locked = disabled || readonly;
  return (
    <ImageBox id={id}>
      <legend>{typeof schema.title === 'string' ? schema.title : '이미지'}</legend>
      <FieldErrors id={id} errors={errorSchema?.__errors ?? []} />
      <Inline>
        {text('src') !== '' && <Thumbnail src={text('src')} alt="" />}
        <button type="button" disabled={locked} onClick={() => setPicking(true)}>
          이미지 고르기
        </button>
      </Inline>
      <Row>
        <label htmlFor={`${id}_src`}>그림 파일</label>
        <input
          id={`${id}_src`}
          type="text"
          value={text('src')}
          readOnly={locked}
          aria-describedby={`${id}_src__error`}
          onChange={(event) => update({ src: event.target.value })}
        />
        <FieldErrors id={`${id}_src`} errors={errorsOf('src')} />
      </Row>
      <Row>
        <TextInLanguages
          id={`${id}_alt`}
          title="그림 설명 (필수)"
          value={image.alt}
          multiline={false}
          required
          readonly={locked}
          errors={errorsOf('alt')}
          errorSchema={(errorSchema as Record<string, ErrorSchema | undefined> | undefined)?.alt}
          registry={registry}
          onChange={(alt) => update({ alt })}
          onBlur={onBlur}
          onFocus={onFocus}
        />
      </Row>
      <Inline>
        {(['width', 'height'] as const).map((key) => (
          <Row key={key}>
            <label htmlFor={`${id}_${key}`}>{key === 'width' ? '가로 크기(픽셀)' : '세로 크기(픽셀)'}</label>
            <input
              id={`${id}_${key}`}
              type="number"
              min={1}
              value={text(key)}
              readOnly={locked}
              aria-describedby={`${id}_${key}__error`}
              onChange={(event) =>
                update({ [key]: event.target.value === '' ? undefined : Number(event.target.value) })
              }
            />
            <FieldErrors id={`${id}_${key}`} errors={errorsOf(key)} />
          </Row>
        ))}
      </Inline>
      {picking && (
        <ImagePicker
          api={context.api}
          folder={uploadFolder(context.itemPointer)}
          onPick={pick}
          onClose={() => setPicking(false)}
        />
      )}
    </ImageBox>
  );
}
