import { useEffect, useState, type DragEvent } from 'react';
import type { PublicImage } from '../../api';
import type { EditorApi } from '../api/editorApi';
import { Dialog } from '../common/Dialog';
import { Actions } from '../common/Dialog.styles';
import { Choice, Grid } from '../common/ChoiceGrid.styles';
import { DropZone, FileButton } from './ImagePicker.styles';
import { fileName } from './uploadFolder';

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

  useEffect(() => {
    api.images().then(setImages, () => setMessage('이미지 목록을 불러오지 못했습니다.'));
  }, [api]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setMessage(undefined);
    const result = await api.upload(file, folder).catch(() => ({ ok: false as const, error: { code: 'network', message: '서버에 연결하지 못했습니다.' } }));
    setUploading(false);
    if (result.ok) onPick(result.answer);
    else setMessage(result.error.message);
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
          <input type="file" accept="image/jpeg,image/png,image/webp,image/svg+xml" disabled={uploading} onChange={(event) => void upload(event.target.files?.[0])} />
        </FileButton>
        {uploading && <p role="status">올리는 중…</p>}
      </DropZone>
      {message && <p role="alert">{message}</p>}
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
