// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublishStatus } from '../../../src/editor/shared/apiContract';
import { PublishButton } from '../../../src/editor/publishing/PublishButton';
import { fakeEditorApi } from '../app/fakeEditorApi';

afterEach(cleanup);

const status = (overrides: Partial<PublishStatus> = {}): PublishStatus => ({
  available: true,
  remote: true,
  pending: ['site.json', 'public/images/instruments/xrf.jpg'],
  changes: ['장비 수정 XPS', '이미지 추가 xrf.jpg'],
  unpushed: 0,
  ...overrides,
});

async function openConfirmation(answer: PublishStatus, dirty = false) {
  const { api } = fakeEditorApi();
  api.publishStatus.mockResolvedValue(answer);
  const report = vi.fn();
  render(<PublishButton api={api} dirty={dirty} version="v1" report={report} />);
  fireEvent.click(await screen.findByRole('button', { name: '게시' }));
  return { api, report, dialog: await screen.findByRole('dialog', { name: '게시할 변경 확인' }) };
}

describe('PublishButton', () => {
  it('lists the changes and where they go before anything is committed, and cancelling commits nothing', async () => {
    const { api, dialog } = await openConfirmation(status({ unpushed: 2 }), true);
    const list = within(dialog).getByRole('list', { name: '게시할 변경' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['장비 수정 XPS', '이미지 추가 xrf.jpg']);
    expect(dialog.textContent).toContain(
      '게시하면 변경을 기록해 사이트 파일의 공용 사본으로 보냅니다. 사이트는 바로 바뀌지 않습니다. 게시한 내용은 사이트 담당자가 새로 배포할 때 사이트에 반영됩니다.',
    );
    expect(dialog.textContent).toContain('지난번에 보내지 못한 게시 2건도 함께 보냅니다.');
    expect(dialog.textContent).toContain('아직 저장하지 않은 고침은 게시되지 않습니다.');
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.publish).not.toHaveBeenCalled();
  });

  it('says, without a remote, that the change stays on this computer', async () => {
    const { dialog } = await openConfirmation(status({ remote: false }));
    expect(dialog.textContent).toContain(
      '이 컴퓨터에만 기록합니다. 사이트 파일의 공용 사본이 설정되어 있지 않아 사이트에는 반영되지 않습니다.',
    );
  });

  it("publishes the confirmed changes and reports what happened in the server's words", async () => {
    const { api, report, dialog } = await openConfirmation(status());
    fireEvent.click(within(dialog).getByRole('button', { name: '게시' }));
    expect(api.publish).toHaveBeenCalledWith(['장비 수정 XPS', '이미지 추가 xrf.jpg']);
    await waitFor(() =>
      expect(report).toHaveBeenCalledWith({
        text: '이 컴퓨터에만 게시 기록을 남겼습니다. 사이트 파일의 공용 사본이 설정되어 있지 않아 사이트에는 반영되지 않습니다.',
        error: false,
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("reports a refusal as an error in the server's words: a push that failed leaves the commit on this computer", async () => {
    const { api, report, dialog } = await openConfirmation(status());
    const message =
      '사이트 파일의 공용 사본으로 보내지 못했습니다(연결 시간 초과). 변경은 이 컴퓨터에만 기록되어 있고 사이트에는 아직 반영되지 않았습니다. 인터넷 연결을 확인하고 다시 게시하세요.';
    api.publish.mockResolvedValueOnce({ ok: false, error: { code: 'push-failed', message, commit: 'abcdef1234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '게시' }));
    await waitFor(() => expect(report).toHaveBeenCalledWith({ text: message, error: true }));
  });

  it('asks nothing when there is nothing to publish', async () => {
    const { api } = fakeEditorApi();
    api.publishStatus.mockResolvedValueOnce(status()).mockResolvedValueOnce(status({ pending: [], changes: [] }));
    const report = vi.fn();
    render(<PublishButton api={api} dirty={false} version="v1" report={report} />);
    fireEvent.click(await screen.findByRole('button', { name: '게시' }));
    await waitFor(() => expect(report).toHaveBeenCalledWith({ text: '게시할 변경이 없습니다.', error: false }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
