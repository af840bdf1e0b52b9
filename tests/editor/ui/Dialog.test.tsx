// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/editor/ui/Dialog';

afterEach(cleanup);

describe('Dialog', () => {
  it('takes focus, keeps Tab inside, closes on Esc and gives focus back', () => {
    const onClose = vi.fn();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = render(
      <Dialog title="이미지 고르기" onClose={onClose}>
        <button type="button">첫째</button>
        <button type="button">둘째</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '이미지 고르기' });
    expect(document.activeElement).toBe(dialog);
    screen.getByRole('button', { name: '둘째' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '첫째' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '둘째' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    view.unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
