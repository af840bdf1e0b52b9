/**
 * jsdom has HTMLDialogElement without showModal() and close(). These stand in
 * for what the dialog tests rely on: the `open` attribute, and the close event
 * a browser fires after close(). Focus trapping and the top layer stay the
 * browser's, tested in tests/e2e/inquiry.test.ts.
 */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
