import { useEffect, useRef } from 'react';
import type { EditorApi } from '../api/editorApi';
import { Frame, PreviewBox, StaleNote } from './PreviewPane.styles';
import type { PreviewTarget } from './previewTarget';
import { usePreview } from './usePreview';

interface PreviewPaneProps {
  api: EditorApi;
  draft: unknown;
  target: PreviewTarget;
}

/** The page being edited, drawn by the site's own renderer; it keeps its scroll, or goes to the section being edited. */
export function PreviewPane({ api, draft, target }: PreviewPaneProps) {
  const { html, stale } = usePreview(api, draft, target.path);
  const frame = useRef<HTMLIFrameElement>(null);
  const scroll = useRef({ path: target.path, y: 0 });
  const shownElement = useRef<string | undefined>(undefined);

  const onLoad = () => {
    const view = frame.current?.contentWindow;
    if (!view) return;
    const element = target.elementId ? view.document.getElementById(target.elementId) : null;
    if (element && shownElement.current !== target.elementId) element.scrollIntoView({ block: 'start' });
    else if (scroll.current.path === target.path) view.scrollTo(0, scroll.current.y);
    shownElement.current = target.elementId;
    scroll.current.path = target.path;
    view.addEventListener('scroll', () => (scroll.current.y = view.scrollY), { passive: true });
  };

  useEffect(() => {
    if (scroll.current.path !== target.path) shownElement.current = undefined;
  }, [target.path]);

  return (
    <PreviewBox aria-label="미리보기">
      <h2>
        미리보기 <small>{target.path}</small>
      </h2>
      {stale && <StaleNote role="status">문제를 고치면 미리보기가 다시 그려집니다.</StaleNote>}
      {html === undefined ? <p>미리보기를 그리는 중…</p> : <Frame ref={frame} title={`미리보기: ${target.path}`} srcDoc={html} onLoad={onLoad} />}
    </PreviewBox>
  );
}
