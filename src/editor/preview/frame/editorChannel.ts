import { readEditorMessage, type EditorMessage, type FrameMessage } from '../previewMessages';

export interface EditorChannel {
  post(message: FrameMessage): void;
  listen(handler: (message: EditorMessage) => void): void;
}

/**
 * The frame's only line to the editor: messages to its window, and messages
 * read only when they come from that window at one of the editor's origins.
 */
export function editorChannel(editors: readonly string[]): EditorChannel {
  // Chromium names the framing page's origin; elsewhere each of the editor's own is tried, and the
  // browser delivers a message only to a window at the origin it names.
  const framing = window.location.ancestorOrigins?.[0];
  const targets = framing && editors.includes(framing) ? [framing] : editors;
  return {
    post(message) {
      if (window.parent === window) return;
      for (const origin of targets) window.parent.postMessage(message, origin);
    },
    listen(handler) {
      window.addEventListener('message', (event) => {
        if (event.source !== window.parent || !editors.includes(event.origin)) return;
        const message = readEditorMessage(event.data);
        if (message) handler(message);
      });
    },
  };
}
