import { Notice } from './EditorApp.styles';

interface DraftNoticesProps {
  /** The draft came back from the browser after a reload. */
  restored: boolean;
  /** The draft is as a discard left it. */
  discarded: boolean;
  onDiscard: () => void;
  onBringBack: () => void;
}

/** What happened to the draft without anyone typing: it came back after a reload, or was just discarded (and can come back). */
export function DraftNotices({ restored, discarded, onDiscard, onBringBack }: DraftNoticesProps) {
  return (
    <>
      {restored && (
        <Notice role="status">
          저장하지 않은 초안을 브라우저에서 다시 불러왔습니다.{' '}
          <button type="button" onClick={onDiscard}>
            초안 버리기
          </button>
        </Notice>
      )}
      {discarded && (
        <Notice role="status">
          저장하지 않은 변경을 버렸습니다.{' '}
          <button type="button" onClick={onBringBack}>
            버린 변경 되돌리기
          </button>
        </Notice>
      )}
    </>
  );
}
