import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { Actions } from '../../ui/Dialog.styles';
import { Banner } from './ConflictBanner.styles';
import { DiffView } from './DiffView';

interface ConflictBannerProps {
  fileName: string;
  /** The file's text on disk now. */
  diskText: () => Promise<string>;
  draftText: string;
  onReload: () => void;
}

/** The file changed on disk since it was loaded: say so, and offer to reload or to compare, never overwriting it. */
export function ConflictBanner({ fileName, diskText, draftText, onReload }: ConflictBannerProps) {
  const [disk, setDisk] = useState<string | undefined>();
  return (
    <Banner role="alert">
      <p>
        다른 곳에서 {fileName}이 바뀌었습니다. 저장하면 그 변경을 덮어쓰게 되므로, 다시 불러오거나 차이를 확인하세요.
      </p>
      <button type="button" onClick={onReload}>
        다시 불러오기
      </button>
      <button type="button" onClick={() => void diskText().then(setDisk)}>
        차이 보기
      </button>
      {disk !== undefined && (
        <Dialog title={`${fileName}과 초안의 차이`} onClose={() => setDisk(undefined)}>
          <DiffView before={disk} after={draftText} />
          <Actions>
            <button type="button" onClick={onReload}>
              다시 불러오기 (초안 버림)
            </button>
            <button type="button" onClick={() => setDisk(undefined)}>
              닫기
            </button>
          </Actions>
        </Dialog>
      )}
    </Banner>
  );
}
