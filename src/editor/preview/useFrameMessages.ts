import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { readFrameMessage, type EditorMessage, type FrameMessage } from './previewMessages';

/**
 * The editor's line to the preview frame: messages read only from the frame's
 * window at the preview's origin, and a way to post to it. Nothing of the
 * frame is touched otherwise (it is another origin: reaching into it throws).
 */
export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string | undefined,
  onMessage: (message: FrameMessage) => void,
) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!origin) return;
    const listener = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const message = readFrameMessage(event.data);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, origin]);
  // The same function until the origin changes, so effects that post run again only for their own reasons.
  return useCallback(
    (message: EditorMessage) => {
      if (origin) frame.current?.contentWindow?.postMessage(message, origin);
    },
    [frame, origin],
  );
}
