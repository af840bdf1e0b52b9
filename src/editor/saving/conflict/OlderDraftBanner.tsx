import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { Actions } from '../../ui/Dialog.styles';
import { Banner } from './ConflictBanner.styles';
import { DiffView } from './DiffView';

interface OlderDraftBannerProps {
  fileName: string;
  /** The file's text as loaded. */
  diskText: string;
  olderText: string;
  onTake: () => void;
  onDrop: () => void;
}

/**
 * The browser kept a draft of an earlier version of the file: say so rather
 * than drop it, and let its writer compare, take it up or let it go.
 */
export function OlderDraftBanner({ fileName, diskText, olderText, onTake, onDrop }: OlderDraftBannerProps) {
  const [comparing, setComparing] = useState(false);
  const take = (
    <button type="button" onClick={onTake}>
      남은 초안 불러오기
    </button>
  );
  return (
    <Banner role="status">
      <p>
        이 브라우저에 저장하지 않은 초안이 남아 있습니다. 그 뒤 다른 곳에서 {fileName}이 바뀌어 저절로 불러오지
        않았습니다. 불러오면 그 사이의 변경을 되돌릴 수 있으니 먼저 차이를 확인하세요.
      </p>
      <button type="button" onClick={() => setComparing(true)}>
        차이 보기
      </button>
      {take}
      <button type="button" onClick={onDrop}>
        남은 초안 버리기
      </button>
      {comparing && (
        <Dialog title={`${fileName}과 남은 초안의 차이`} onClose={() => setComparing(false)}>
          <DiffView before={diskText} after={olderText} />
          <Actions>
            {take}
            <button type="button" onClick={() => setComparing(false)}>
              닫기
            </button>
          </Actions>
        </Dialog>
      )}
    </Banner>
  );
}
