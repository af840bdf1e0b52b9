import { useState } from 'react';
import type { EditorApi } from '../app/editorApi';
import { failure, notice, type StatusMessage } from '../app/toolbar/statusLine';
import type { Draft } from './useDraft';
import { sentence } from '../../messages/message';
import { panelSentence } from '../app/panelMessages';

/**
 * Saving the draft: "저장했습니다" only once the server answered 200; a file changed elsewhere is never overwritten.
 * What happened goes to `report`, the toolbar's status line.
 */
export function useSave(api: EditorApi, draft: Draft, report: (message: StatusMessage) => void) {
  const [saving, setSaving] = useState(false);
  const [conflictText, setConflictText] = useState<string | undefined>();

  /** Saves the draft, or says why not; answers the problems that kept it from being saved. */
  const save = async (manifest: unknown): Promise<readonly { pointer: string }[]> => {
    if (!draft.disk) return [];
    setSaving(true);
    const outcome = await api
      .save(manifest, draft.disk.version)
      .catch(() => ({ status: 'failed' as const, message: panelSentence('save-unreachable', {}) }));
    setSaving(false);
    switch (outcome.status) {
      case 'saved':
        draft.saved(outcome.answer.version, `${JSON.stringify(manifest, null, 2)}\n`);
        report(notice(outcome.answer.changed ? '저장했습니다.' : '바뀐 것이 없어 파일은 그대로입니다.'));
        break;
      case 'conflict':
        setConflictText(outcome.answer.text);
        report(failure(sentence(outcome.answer)));
        break;
      case 'invalid':
        // The problems panel and the fields say the rest, and the line about them follows each fix.
        report(notice(panelSentence('save-invalid', { count: outcome.answer.problems.length })));
        // As the panel places them (useValidation): at the missing field or language box, not the object or text lacking it.
        return outcome.answer.problems.map(({ pointer, field }) => ({ pointer: field ?? pointer }));
      case 'failed':
        report(failure(outcome.message));
    }
    return [];
  };

  return {
    saving,
    conflictText,
    save,
    clearConflict: () => setConflictText(undefined),
    /** Says why nothing was saved: problems to fix, which the panel keeps showing. */
    refuse: (text: string) => report(notice(text)),
  };
}
