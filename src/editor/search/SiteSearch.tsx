import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { NavGroup } from '../navigation/navTree';
import { ItemList } from '../navigation/NavPanel.styles';
import { draftLanguages } from '../translations/draftLanguages';
import { placeName } from './placeName';
import { ReplaceDialog } from './ReplaceDialog';
import { applyChanges, planReplacement, searchTexts } from './searchSite';
import { ReplaceRow, ResultButton, SearchBox } from './SiteSearch.styles';
import { siteTexts } from './siteTexts';
import { TextExcerpt } from './TextExcerpt';

interface SiteSearchProps {
  draft: unknown;
  groups: readonly NavGroup[];
  query: string;
  onQuery: (query: string) => void;
  /** Open the item holding the text at `pointer`, with its box focused. */
  onOpenField: (pointer: string) => void;
  /** Make `draft` the draft: one step to undo. */
  onEdit: (draft: unknown) => void;
}

/** Results drawn at most; the count and "모두 바꾸기" take them all. */
const SHOWN = 100;

/** Search every text of the site, open where one is, and replace it everywhere after seeing what changes. */
export function SiteSearch({ draft, groups, query, onQuery, onOpenField, onEdit }: SiteSearchProps) {
  const [replacement, setReplacement] = useState('');
  const [confirming, setConfirming] = useState(false);
  // The draft the last replacement made: its message stays while that draft is the one shown and the search is not touched.
  const [replaced, setReplaced] = useState<{ draft: unknown; count: number } | undefined>();
  const queryId = useId();
  const replaceId = useId();
  const box = useRef<HTMLInputElement>(null);
  // Ctrl+K (⌘K) from anywhere in the editor; Ctrl+F stays the browser's own find.
  useEffect(() => {
    const focusBox = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      box.current?.focus();
    };
    window.addEventListener('keydown', focusBox);
    return () => window.removeEventListener('keydown', focusBox);
  }, []);
  const texts = useMemo(() => siteTexts(draft), [draft]);
  const hits = useMemo(() => searchTexts(texts, query), [texts, query]);
  const languages = draftLanguages(draft);
  const placeOf = (text: Parameters<typeof placeName>[0]) => placeName(text, draft, groups, languages);
  const changes = confirming
    ? planReplacement(hits, replacement).map((change) => ({
        ...change,
        place: placeOf(hits.find((hit) => hit.pointer === change.pointer)!),
      }))
    : [];
  const searching = query.trim() !== '';
  const status = replaced && replaced.draft === draft ? `${replaced.count}곳을 바꿨습니다. ` : '';
  const found = !searching ? '' : hits.length === 0 ? '찾는 글이 없습니다.' : `${hits.length}곳에서 찾았습니다.`;

  const replaceAll = () => {
    const next = applyChanges(draft, changes);
    onEdit(next);
    setReplaced({ draft: next, count: changes.length });
    setConfirming(false);
  };

  return (
    <SearchBox role="search" aria-label="사이트 전체에서 찾기">
      <label htmlFor={queryId}>사이트 전체에서 찾기</label>
      <input
        id={queryId}
        ref={box}
        type="search"
        aria-keyshortcuts="Control+K"
        placeholder="글, 전화번호, 이메일"
        value={query}
        onChange={(event) => {
          // Clearing or changing the search ends the replacement's message: it spoke of the search before.
          setReplaced(undefined);
          onQuery(event.target.value);
        }}
      />
      <p role="status">{status + found}</p>
      {searching && hits.length > 0 && (
        <>
          <ReplaceRow>
            <label htmlFor={replaceId}>
              바꿀 글
              <input id={replaceId} value={replacement} onChange={(event) => setReplacement(event.target.value)} />
            </label>
            <button
              type="button"
              disabled={replacement === '' || planReplacement(hits, replacement).length === 0}
              onClick={() => setConfirming(true)}
            >
              모두 바꾸기
            </button>
          </ReplaceRow>
          <ItemList aria-label="찾은 곳">
            {hits.slice(0, SHOWN).map((hit) => (
              <li key={hit.pointer}>
                <ResultButton type="button" onClick={() => onOpenField(hit.pointer)}>
                  <small>{placeOf(hit)}</small>
                  <span>
                    <TextExcerpt text={hit.text} spans={hit.spans} />
                  </span>
                </ResultButton>
              </li>
            ))}
          </ItemList>
          {hits.length > SHOWN && <p>처음 {SHOWN}곳만 보입니다. 더 자세히 찾아 보세요.</p>}
        </>
      )}
      {confirming && (
        <ReplaceDialog
          query={query}
          replacement={replacement}
          changes={changes}
          onConfirm={replaceAll}
          onClose={() => setConfirming(false)}
        />
      )}
    </SearchBox>
  );
}
