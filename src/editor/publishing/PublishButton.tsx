import { useEffect, useState } from 'react';
import type { PublishStatus } from '../shared/apiContract';
import type { EditorApi } from '../app/editorApi';
import { PublishDialog } from './PublishDialog';
import { failure, notice, type StatusMessage } from '../app/toolbar/statusLine';
import { sentence } from '../../messages/message';
import { panelMessage, panelSentence } from '../app/panelMessages';

/**
 * Publish when the folder is a git repository: the changes are shown and confirmed first, and the
 * outcome, in the server's words, goes to the toolbar's status line (`report`).
 */
export function PublishButton({
  api,
  dirty,
  version,
  report,
}: {
  api: EditorApi;
  dirty: boolean;
  version: string | undefined;
  report: (message: StatusMessage) => void;
}) {
  const [status, setStatus] = useState<PublishStatus | undefined>();
  const [confirming, setConfirming] = useState<PublishStatus | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.publishStatus().then(setStatus, () => setStatus(undefined));
  }, [api, version]);
  if (!status?.available) return null;

  // Asked again at the click: images uploaded since the last save are part of the publish too.
  const ask = async () => {
    const fresh = await api.publishStatus().catch(() => undefined);
    if (fresh) setStatus(fresh);
    if (!fresh) report(failure(panelSentence('server-unreachable', {})));
    else if (fresh.pending.length === 0 && fresh.unpushed === 0)
      report(notice(panelSentence('nothing-to-publish', {})));
    else setConfirming(fresh);
  };

  const publish = async (changes: string[]) => {
    setConfirming(undefined);
    setBusy(true);
    const result = await api
      .publish(changes)
      .catch(() => ({ ok: false as const, error: panelMessage('server-unreachable', {}) }));
    setBusy(false);
    report(result.ok ? notice(result.answer.message) : failure(sentence(result.error)));
    api.publishStatus().then(setStatus, () => undefined);
  };

  const nothing = status.pending.length === 0 && status.unpushed === 0;
  return (
    <>
      <button
        type="button"
        onClick={() => void ask()}
        disabled={busy || nothing}
        title={dirty ? '저장한 내용만 게시됩니다.' : undefined}
      >
        {busy ? '게시하는 중…' : '게시'}
      </button>
      {confirming && (
        <PublishDialog
          status={confirming}
          dirty={dirty}
          onPublish={() => void publish(confirming.changes)}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </>
  );
}
