import { useEffect, useState, type DragEvent } from 'react';
import type { PublicImage, UploadAnswer } from '../shared/apiContract';
import type { EditorApi } from '../app/editorApi';
import { Dialog } from '../ui/Dialog';
import { Actions } from '../ui/Dialog.styles';
import { Choice, Grid } from '../ui/ChoiceGrid.styles';
import { DropZone, FileButton } from './ImagePicker.styles';
import { fileName } from './uploadFolder';
import { sentence } from '../../messages/message';
import { panelMessage, panelSentence } from '../app/panelMessages';

interface ImagePickerProps {
  api: EditorApi;
  /** Folder under public/images/ for uploads. */
  folder?: string;
  onPick: (image: PublicImage) => void;
  onClose: () => void;
}

/** Pick one of public/'s images by its thumbnail, or upload one (file button or drag and drop). */
export function ImagePicker({ api, folder, onPick, onClose }: ImagePickerProps) {
  const [images, setImages] = useState<PublicImage[] | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [cleaned, setCleaned] = useState<UploadAnswer | undefined>();

  useEffect(() => {
    api.images().then(setImages, () => setMessage(panelSentence('images-unavailable', {})));
  }, [api]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setMessage(undefined);
    setCleaned(undefined);
    const result = await api
      .upload(file, folder)
      .catch(() => ({ ok: false as const, error: panelMessage('server-unreachable', {}) }));
    setUploading(false);
    if (!result.ok) setMessage(sentence(result.error));
    // Staff read what cleaning took out of their SVG before it goes into the page.
    else if (result.answer.removed) setCleaned(result.answer);
    else onPick(result.answer);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  return (
    <Dialog title="이미지 고르기" onClose={onClose}>
      <DropZone
        $active={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <p>새 이미지 파일을 여기에 끌어다 놓거나</p>
        {/* The browser words its own file button in its language; this label speaks Korean instead. */}
        <FileButton>
          파일 올리기 (JPEG, PNG, WebP, SVG)
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/svg+xml"
            disabled={uploading}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </FileButton>
        {uploading && <p role="status">올리는 중…</p>}
      </DropZone>
      {message && <p role="alert">{message}</p>}
      {cleaned?.removed && (
        <div role="alert">
          <p>
            {fileName(cleaned.src)}을(를) 저장하면서, 사이트에서 실행되거나 바깥 주소를 불러올 수 있는 부분을
            지웠습니다: {cleaned.removed.join(', ')}. 그림이 원본과 달라 보이면 그림을 만든 프로그램에서 그 부분을 빼고
            다시 저장해 올려 주세요.
          </p>
          <button type="button" onClick={() => onPick(cleaned)}>
            이 이미지 쓰기
          </button>
        </div>
      )}
      {images === undefined ? (
        <p>불러오는 중…</p>
      ) : (
        <Grid aria-label="public 폴더의 이미지">
          {images.map((image) => (
            <li key={image.src}>
              <Choice type="button" onClick={() => onPick(image)}>
                <img src={image.src} alt="" loading="lazy" />
                {fileName(image.src)}
              </Choice>
            </li>
          ))}
        </Grid>
      )}
      <Actions>
        <button type="button" onClick={onClose}>
          닫기
        </button>
      </Actions>
    </Dialog>
  );
}
