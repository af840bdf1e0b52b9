// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadAnswer } from '../../../src/editor/shared/apiContract';
import { ImagePicker } from '../../../src/editor/images/ImagePicker';
import { fakeEditorApi } from '../app/fakeEditorApi';

afterEach(cleanup);

function pickerUploading(answer: UploadAnswer) {
  const { api } = fakeEditorApi();
  api.upload.mockResolvedValue({ ok: true, answer });
  const onPick = vi.fn();
  render(<ImagePicker api={api} folder="partners" onPick={onPick} onClose={vi.fn()} />);
  const dialog = screen.getByRole('dialog', { name: '이미지 고르기' });
  fireEvent.change(within(dialog).getByLabelText(/파일 올리기/), {
    target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
  });
  return { dialog, onPick };
}

describe('ImagePicker uploads', () => {
  it('tells staff what cleaning took out of their SVG, and uses it only when they say so', async () => {
    const answer = {
      src: '/images/partners/logo.svg',
      width: 240,
      height: 96,
      bytes: 900,
      removed: ['<script> 1개', 'onload 속성 1개'],
    };
    const { dialog, onPick } = pickerUploading(answer);
    const notice = await within(dialog).findByText(/지웠습니다: <script> 1개, onload 속성 1개\./);
    expect(notice.textContent).toContain('logo.svg을(를) 저장하면서');
    expect(notice.closest('[role="alert"]')).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '이 이미지 쓰기' }));
    expect(onPick).toHaveBeenCalledWith(answer);
  });

  it('uses an upload nothing was taken out of at once', async () => {
    const answer = { src: '/images/partners/logo.svg', width: 240, height: 96, bytes: 900 };
    const { onPick } = pickerUploading(answer);
    await vi.waitFor(() => expect(onPick).toHaveBeenCalledWith(answer));
    expect(screen.queryByRole('button', { name: '이 이미지 쓰기' })).toBeNull();
  });
});
