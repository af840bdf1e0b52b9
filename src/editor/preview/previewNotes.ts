import { panelSentence } from '../app/panelMessages';

/** What the preview pane says when it does not show the draft as it is now. */
export const previewNotes = {
  lastDrawn:
    '초안에 고칠 곳이 있어 마지막으로 그릴 수 있었던 모습을 보여 줍니다. 문제를 고치면 미리보기가 다시 그려집니다.',
  savedShown: '초안에 고칠 곳이 있어 저장된 내용을 보여 줍니다. 아래 문제 목록의 곳을 고치면 고친 내용이 그려집니다.',
  nothingDrawable:
    '저장된 내용과 초안 모두에 고칠 곳이 있어 미리보기를 그릴 수 없습니다. 아래 문제 목록에서 하나씩 눌러 고치면 미리보기가 그려집니다.',
  unreachable: panelSentence('preview-unreachable', {}),
} as const;
