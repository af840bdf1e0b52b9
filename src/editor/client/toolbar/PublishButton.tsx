import { useEffect, useState } from 'react';
import type { PublishStatus } from '../../api';
import type { EditorApi } from '../api/editorApi';

/** Publish (commit, and push when there is a remote) when the folder is a git repository; the outcome in words. */
export function PublishButton({ api, dirty, version }: { api: EditorApi; dirty: boolean; version: string | undefined }) {
  const [status, setStatus] = useState<PublishStatus | undefined>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | undefined>();
  useEffect(() => {
    api.publishStatus().then(setStatus, () => setStatus(undefined));
  }, [api, version]);
  if (!status?.available) return null;

  const publish = async () => {
    setBusy(true);
    setOutcome(undefined);
    const result = await api.publish().catch(() => ({ ok: false as const, error: { code: 'network', message: '편집기 서버에 연결하지 못했습니다.' } }));
    setBusy(false);
    if (result.ok) {
      const { commit, message, pushed } = result.answer;
      setOutcome(`게시했습니다: "${message}" (${commit.slice(0, 7)}${pushed ? ', 원격 저장소에 올림' : ', 이 컴퓨터에만 기록'})`);
    } else {
      setOutcome(`게시하지 못했습니다: ${result.error.message}`);
    }
    api.publishStatus().then(setStatus, () => undefined);
  };

  const nothing = status.pending.length === 0 && status.unpushed === 0;
  return (
    <>
      <button type="button" onClick={() => void publish()} disabled={busy || nothing} title={dirty ? '저장한 내용만 게시됩니다.' : undefined}>
        {busy ? '게시하는 중…' : '게시'}
      </button>
      {outcome && <span role="status">{outcome}</span>}
    </>
  );
}
