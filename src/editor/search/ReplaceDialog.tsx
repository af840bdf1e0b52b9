import { Dialog } from '../ui/Dialog';
import { Actions } from '../ui/Dialog.styles';
import type { PlannedChange } from './searchSite';
import { ChangeTable } from './SiteSearch.styles';
import { TextExcerpt } from './TextExcerpt';

/** The dialog is wide: more of each text shows around the change. */
const WIDE = 60;

interface ReplaceDialogProps {
  query: string;
  replacement: string;
  changes: readonly (PlannedChange & { place: string })[];
  onConfirm: () => void;
  onClose: () => void;
}

/** What "모두 바꾸기" will change, place by place, before anything changes. */
export function ReplaceDialog({ query, replacement, changes, onConfirm, onClose }: ReplaceDialogProps) {
  return (
    <Dialog title={`모두 바꾸기: ${changes.length}곳`} onClose={onClose}>
      <p>
        “{query}”을(를) “{replacement}”(으)로 바꿉니다. 저장하기 전에는 되돌리기로 한 번에 되돌릴 수 있습니다.
      </p>
      <ChangeTable>
        <thead>
          <tr>
            <th scope="col">곳</th>
            <th scope="col">지금</th>
            <th scope="col">바꾼 뒤</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.pointer}>
              <th scope="row">{change.place}</th>
              <td>
                <TextExcerpt text={change.before} spans={change.spans} context={WIDE} />
              </td>
              <td>
                <TextExcerpt text={change.after} spans={change.afterSpans} context={WIDE} />
              </td>
            </tr>
          ))}
        </tbody>
      </ChangeTable>
      <Actions>
        <button type="button" onClick={onConfirm}>
          {changes.length}곳 바꾸기
        </button>
        <button type="button" onClick={onClose}>
          취소
        </button>
      </Actions>
    </Dialog>
  );
}
