// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewBoundary } from '../../../src/editor/preview/PreviewBoundary';

afterEach(cleanup);

describe('PreviewBoundary', () => {
  it('keeps the rest of the editor when the preview fails, and draws it again when asked', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fails = true;
    function Preview() {
      if (fails) throw new Error('Blocked a frame with origin from accessing a cross-origin frame.');
      return <p>미리보기 페이지</p>;
    }
    render(
      <>
        <nav aria-label="사이트 구성" />
        <PreviewBoundary>
          <Preview />
        </PreviewBoundary>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('미리보기를 보여 주지 못했습니다');
    expect(screen.getByRole('navigation', { name: '사이트 구성' })).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 그리기' }));
    expect(screen.getByText('미리보기 페이지')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
