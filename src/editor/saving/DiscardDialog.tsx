import { Dialog } from '../ui/Dialog';
import { Actions } from '../ui/Dialog.styles';

interface DiscardDialogProps {
  /** What would be lost, in the site's words ("장비 추가 SEM", "테마 수정"). */
  changes: string[];
  onDiscard: () => void;
  onClose: () => void;
}

/** Before every unsaved change goes: how many, and which; it can still be brought back afterwards. */
export function DiscardDialog({ changes, onDiscard, onClose }: DiscardDialogProps) {
  return (
    <Dialog title="저장하지 않은 변경 버리기" onClose={onClose}>
      <p>저장하지 않은 변경 {changes.length}건을 버리고 파일에 저장된 내용으로 돌아갑니다.</p>
      <ul aria-label="버릴 변경">
        {changes.map((change, index) => (
          <li key={index}>{change}</li>
        ))}
      </ul>
      <p>버린 뒤에도 되돌리기(Ctrl+Z)로 다시 살릴 수 있습니다.</p>
      <Actions>
        <button type="button" onClick={onDiscard}>
          버리기
        </button>
        <button type="button" onClick={onClose}>
          취소
        </button>
      </Actions>
    </Dialog>
  );
}
