import type { PublishStatus } from '../shared/apiContract';
import { Dialog } from '../ui/Dialog';
import { Actions } from '../ui/Dialog.styles';

interface PublishDialogProps {
  status: PublishStatus;
  /** The draft has edits not saved yet, which a publish leaves out. */
  dirty: boolean;
  onPublish: () => void;
  onClose: () => void;
}

/** Before anything is committed: what a publish records, where it goes (this computer, or the shared copy) and who brings it to the site. */
export function PublishDialog({ status, dirty, onPublish, onClose }: PublishDialogProps) {
  return (
    <Dialog title="게시할 변경 확인" onClose={onClose}>
      {status.changes.length > 0 && (
        <>
          <p>저장한 변경 {status.changes.length}건을 기록합니다.</p>
          <ul aria-label="게시할 변경">
            {status.changes.map((change, index) => (
              <li key={index}>{change}</li>
            ))}
          </ul>
        </>
      )}
      {status.unpushed > 0 && <p>지난번에 보내지 못한 게시 {status.unpushed}건도 함께 보냅니다.</p>}
      <p>
        {status.remote
          ? '게시하면 변경을 기록해 사이트 파일의 공용 사본으로 보냅니다. 사이트는 바로 바뀌지 않습니다. 게시한 내용은 사이트 담당자가 새로 배포할 때 사이트에 반영됩니다.'
          : '게시하면 이 컴퓨터에만 기록합니다. 사이트 파일의 공용 사본이 설정되어 있지 않아 사이트에는 반영되지 않습니다. 개발 담당자에게 알려 주세요.'}
      </p>
      {dirty && <p>아직 저장하지 않은 고침은 게시되지 않습니다.</p>}
      <Actions>
        <button type="button" onClick={onPublish}>
          게시
        </button>
        <button type="button" onClick={onClose}>
          취소
        </button>
      </Actions>
    </Dialog>
  );
}
