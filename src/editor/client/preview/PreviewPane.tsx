import { useEffect, useRef, useState } from 'react';
import type { EditorApi } from '../api/editorApi';
import { Frame, PreviewBox, StaleNote } from './PreviewPane.styles';
import type { PreviewTarget } from './previewTarget';
import { swapDocument } from './swapDocument';
import { usePreview } from './usePreview';

interface PreviewPaneProps {
  api: EditorApi;
  draft: unknown;
  target: PreviewTarget;
}

/**
 * The page being edited, drawn by the site's own renderer. A new page loads the
 * frame; a change to the same page is swapped in place, so it keeps its scroll.
 * Choosing another section scrolls to it.
 */
export function PreviewPane({ api, draft, target }: PreviewPaneProps) {
  const { drawn, stale } = usePreview(api, draft, target.path);
  const frame = useRef<HTMLIFrameElement>(null);
  const [source, setSource] = useState<{ html: string; path: string } | undefined>();
  const loaded = useRef<string | undefined>(undefined);
  const shownElement = useRef<string | undefined>(undefined);

  const showElement = () => {
    const view = frame.current?.contentWindow;
    if (!view || shownElement.current === target.elementId) return;
    shownElement.current = target.elementId;
    if (target.elementId) view.document.getElementById(target.elementId)?.scrollIntoView({ block: 'start' });
  };

  useEffect(() => {
    if (!drawn) return;
    const document = frame.current?.contentDocument;
    if (document?.body && loaded.current === drawn.path) {
      swapDocument(document, drawn.html);
      showElement();
    } else {
      loaded.current = undefined;
      shownElement.current = undefined;
      setSource(drawn);
    }
  }, [drawn]);

  useEffect(showElement, [target.elementId]);

  return (
    <PreviewBox aria-label="미리보기">
      <h2>
        미리보기 <small>{target.path}</small>
      </h2>
      {stale && <StaleNote role="status">문제를 고치면 미리보기가 다시 그려집니다.</StaleNote>}
      {source === undefined ? (
        <p>미리보기를 그리는 중…</p>
      ) : (
        <Frame
          ref={frame}
          title={`미리보기: ${source.path}`}
          srcDoc={source.html}
          onLoad={() => {
            loaded.current = source.path;
            showElement();
          }}
        />
      )}
    </PreviewBox>
  );
}
