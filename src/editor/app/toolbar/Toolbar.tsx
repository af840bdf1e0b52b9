import type { ReactNode } from 'react';
import type { StatusMessage } from './statusLine';
import { Bar, StatusText } from './Toolbar.styles';

interface ToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  canSave: boolean;
  dirty: boolean;
  saving: boolean;
  /** What just happened (the newest only), or why saving waits. */
  status: StatusMessage | undefined;
  /** Closes an error the person has read. */
  onDismiss: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onDiscard: () => void;
  children?: ReactNode;
}

export function Toolbar({
  canUndo,
  canRedo,
  canSave,
  dirty,
  saving,
  status,
  onDismiss,
  onUndo,
  onRedo,
  onSave,
  onDiscard,
  children,
}: ToolbarProps) {
  return (
    <Bar aria-label="편집기 도구">
      <h1>사이트 편집기</h1>
      <button type="button" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
        되돌리기
      </button>
      <button type="button" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
        다시 하기
      </button>
      <button type="button" onClick={onSave} disabled={!canSave || saving}>
        {saving ? '저장하는 중…' : '저장'}
      </button>
      <button type="button" onClick={onDiscard} disabled={!dirty}>
        버리기
      </button>
      {children}
      <StatusText role="status" $error={status?.error ?? false}>
        {status?.text}
      </StatusText>
      {status?.error && (
        <button type="button" onClick={onDismiss}>
          알림 닫기
        </button>
      )}
    </Bar>
  );
}
