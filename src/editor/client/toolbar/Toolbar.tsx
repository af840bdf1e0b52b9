import type { ReactNode } from 'react';
import { Bar } from './Toolbar.styles';

interface ToolbarProps {
  fileName: string;
  canUndo: boolean;
  canRedo: boolean;
  canSave: boolean;
  dirty: boolean;
  saving: boolean;
  /** What happened to the last save, or why saving waits. */
  status: string | undefined;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onDiscard: () => void;
  children?: ReactNode;
}

export function Toolbar({ fileName, canUndo, canRedo, canSave, dirty, saving, status, onUndo, onRedo, onSave, onDiscard, children }: ToolbarProps) {
  return (
    <Bar aria-label="편집기 도구">
      <h1>
        사이트 편집기 <small>{fileName}</small>
      </h1>
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
      <span role="status">{status}</span>
    </Bar>
  );
}
