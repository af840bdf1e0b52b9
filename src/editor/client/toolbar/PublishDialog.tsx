import type { PublishStatus } from '../../api';
import { Dialog } from '../common/Dialog';
import { Actions } from '../common/Dialog.styles';

interface PublishDialogProps {
  status: PublishStatus;
  /** The draft has edits not saved yet, which a publish leaves out. */
  dirty: boolean;
  onPublish: () => void;
  onClose: () => void;
}

/** Before anything is committed: what a publish records, and where it goes (this computer, or the remote and then the site). */
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
      {status.unpushed > 0 && <p>아직 원격 저장소에 올리지 않은 기록 {status.unpushed}개도 함께 올립니다.</p>}
      <p>
        {status.remote
          ? '게시하면 이 컴퓨터에 기록하고 원격 저장소에 올립니다. 사이트에는 배포가 끝나면 반영됩니다.'
          : '게시하면 이 컴퓨터에만 기록합니다. 원격 저장소가 없어 사이트에는 반영되지 않습니다.'}
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
