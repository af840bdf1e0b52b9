import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { pathInLanguage } from '../../manifest/language/languagePaths';
import type { Language } from '../../manifest/site.gen';
import type { FrameMessage } from './previewMessages';
import type { EditorApi } from '../app/editorApi';
import { Frame, FrameBox, PreviewBox, PreviewHeader, StaleNote } from './PreviewPane.styles';
import { PreviewLanguageSwitch } from './PreviewLanguageSwitch';
import { PreviewWidthSwitch } from './PreviewWidthSwitch';
import type { PreviewTarget } from './previewTarget';
import { previewWidths, useFrameScale, type PreviewWidth } from './useFrameScale';
import { useFrameMessages } from './useFrameMessages';
import { usePreview } from './usePreview';

interface PreviewPaneProps {
  api: EditorApi;
  draft: unknown;
  /** The file as saved: drawn instead of a draft that has never been drawable. */
  saved: unknown;
  target: PreviewTarget;
  /** The site's languages, the default first, and the code of the one whose page is shown. */
  languages: readonly Language[];
  language: string;
  onLanguage(code: string): void;
  /** The place of the value the focused field edits, outlined in the preview; null when no field has focus. */
  outline: string | null;
  /** The frame went to another page (a link in it was followed). */
  onShown(path: string): void;
  /** A text or picture was clicked in the preview. */
  onEdit(pointer: string): void;
  /** A list item was dragged in the preview. */
  onMove(list: string, from: number, to: number): void;
}

// Where the frame may go: links to outside pages open new tabs (popups that are ordinary pages again);
// no forms, no navigation of the editor's page.
const sandbox = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/**
 * The page being edited, drawn by the site's own renderer and served at its
 * own path on the preview's origin, where its islands work as on the site.
 * A change redraws it in place (it keeps its scroll); choosing another item
 * shows its page and scrolls to its section.
 */
export function PreviewPane({
  api,
  draft,
  saved,
  target: asked,
  languages,
  language,
  onLanguage,
  outline,
  onShown,
  onEdit,
  onMove,
}: PreviewPaneProps) {
  // The page at its address in the language shown: /about, or /en/about.
  const target = { ...asked, path: pathInLanguage(asked.path, { code: language }, languages) };
  const { drawn, note } = usePreview(api, draft, saved);
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const fit = useFrameScale(box, previewWidths[width]);
  // The first address only: later pages are loaded by navigating the frame, which React must not undo.
  const [source, setSource] = useState<string | undefined>();
  const [shownPath, setShownPath] = useState<string | undefined>();
  /** What the frame last said it shows; undefined while it loads a page the editor asked for. */
  const shown = useRef<{ path: string; version: number } | undefined>(undefined);
  /** The page the frame was last sent to, and the section to scroll to once it is there. */
  const sentTo = useRef<string | undefined>(undefined);
  const pendingScroll = useRef<Pick<PreviewTarget, 'elementId' | 'tab'> | undefined>(target);
  const origin = drawn?.frame;

  const post = useFrameMessages(frame, origin, (message: FrameMessage) => {
    if (message.type === 'edit') return onEdit(message.pointer);
    if (message.type === 'move') return onMove(message.list, message.from, message.to);
    // The page it was showing before the one asked for: the asked one is on its way.
    if (!shown.current && message.path !== sentTo.current) return;
    shown.current = { path: message.path, version: message.version };
    sentTo.current = message.path;
    setShownPath(message.path);
    if (drawn && message.version < drawn.version) post({ type: 'update', version: drawn.version });
    post({ type: 'outline', pointer: outline });
    // A link in the frame led elsewhere: the editor shows where it is.
    if (message.path !== target.path) return onShown(message.path);
    const scroll = pendingScroll.current;
    if (scroll?.elementId)
      post({ type: 'scrollTo', elementId: scroll.elementId, ...(scroll.tab && { tab: scroll.tab }) });
    pendingScroll.current = undefined;
  });

  // The frame's first address, once the preview has an origin: the page asked for at that moment.
  const openFirstPage = useEffectEvent((frameOrigin: string) => {
    if (source !== undefined) return;
    sentTo.current = target.path;
    setSource(frameOrigin + target.path);
  });
  useEffect(() => {
    if (origin) openFirstPage(origin);
  }, [origin]);

  useEffect(() => {
    if (drawn && shown.current && shown.current.version < drawn.version)
      post({ type: 'update', version: drawn.version });
  }, [drawn, post]);

  // Another page or section asked for: the frame goes there. A new origin alone is openFirstPage's, not this.
  const showTarget = useEffectEvent(() => {
    pendingScroll.current = target;
    if (!origin || !frame.current || sentTo.current === undefined) return;
    if (sentTo.current !== target.path) {
      shown.current = undefined;
      sentTo.current = target.path;
      frame.current.src = origin + target.path;
    } else if (shown.current && target.elementId) {
      post({ type: 'scrollTo', elementId: target.elementId, ...(target.tab && { tab: target.tab }) });
      pendingScroll.current = undefined;
    }
  });
  useEffect(() => showTarget(), [target.path, target.elementId, target.tab]);

  useEffect(() => post({ type: 'outline', pointer: outline }), [outline, post]);

  return (
    <PreviewBox aria-label="미리보기">
      <PreviewHeader>
        <h2>
          미리보기 <small>{shownPath ?? target.path}</small>
        </h2>
        {languages.length > 1 && <PreviewLanguageSwitch languages={languages} value={language} onChange={onLanguage} />}
        <PreviewWidthSwitch value={width} onChange={setWidth} />
      </PreviewHeader>
      {note && <StaleNote role="status">{note}</StaleNote>}
      <FrameBox ref={box}>
        {source === undefined ? (
          !note && <p>미리보기를 그리는 중…</p>
        ) : (
          <Frame
            ref={frame}
            title={`미리보기: ${shownPath ?? target.path}`}
            src={source}
            sandbox={sandbox}
            style={{ width: fit.width, height: fit.height, transform: `scale(${fit.scale})` }}
          />
        )}
      </FrameBox>
    </PreviewBox>
  );
}
