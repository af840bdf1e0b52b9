import { useEffect, useRef, useState, type ReactNode } from 'react';
import { completenessText } from '../translations/completenessText';
import type { LanguageCompleteness } from '../translations/pageCompleteness';
import { MissingTranslationList } from './MissingTranslationList';
import type { MissingItem } from './missingItems';
import { searchItems, type NavGroup, type NavItem } from './navTree';
import { FilterToggle, GroupTitle, ItemButton, ItemList, NavBox, Search } from './NavPanel.styles';

/** What the navigation shows of a site in more than one language. */
export interface NavTranslations {
  missing: MissingItem[];
  /** Each page's completeness per language but the default, by the pointer of the route or category section naming it. */
  completeness: Map<string, LanguageCompleteness[]>;
  /** Open the item holding the field at `pointer`, with that field focused. */
  onOpenField: (pointer: string) => void;
}

interface NavPanelProps {
  groups: NavGroup[];
  selected: string;
  onSelect: (pointer: string) => void;
  /** Add an entry to the root list `key`. */
  onAdd: (key: string) => void;
  /** Absent for a site in one language. */
  translations?: NavTranslations;
  /** The search of every text, above the tree. */
  search?: ReactNode;
  /** Its results are shown, in place of the tree. */
  searching?: boolean;
}

/** Where the add button and search appear: the lists staff grow, by their key. */
const ADD_LABELS: Record<string, string> = { routes: '페이지 추가', instruments: '장비 추가', cases: '사례 추가' };
const SEARCHABLE = new Set(['instruments']);

interface ItemsProps {
  items: NavItem[];
  selected: string;
  completeness?: Map<string, LanguageCompleteness[]>;
  onSelect: (pointer: string) => void;
}

function Items({ items, selected, completeness, onSelect }: ItemsProps) {
  return (
    <ItemList>
      {items.map((item) => (
        <li key={item.pointer}>
          <ItemButton
            type="button"
            aria-current={item.pointer === selected ? 'true' : undefined}
            onClick={() => onSelect(item.pointer)}
          >
            {item.label}
            {item.detail && <small>{item.detail}</small>}
            {completeness?.has(item.pointer) && <small>{completenessText(completeness.get(item.pointer)!)}</small>}
          </ItemButton>
          {item.children.length > 0 && (
            <Items items={item.children} selected={selected} completeness={completeness} onSelect={onSelect} />
          )}
        </li>
      ))}
    </ItemList>
  );
}

/** The site as staff think of it: menu, pages and their sections, instruments, cases, company, partners, labels, theme. */
export function NavPanel({
  groups,
  selected,
  onSelect,
  onAdd,
  translations,
  search,
  searching = false,
}: NavPanelProps) {
  const [queries, setQueries] = useState<Record<string, string>>({});
  const [onlyMissing, setOnlyMissing] = useState(false);
  const filtering = translations !== undefined && onlyMissing;
  const box = useRef<HTMLElement>(null);
  // An item opened from elsewhere (a problem, a new entry) is brought into view here too.
  // Chromium's scrollIntoView answers a promise, which an effect must not return.
  useEffect(() => {
    box.current?.querySelector('[aria-current="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    <NavBox aria-label="사이트 구성" ref={box}>
      {search}
      {translations && !searching && (
        <FilterToggle>
          <input type="checkbox" checked={onlyMissing} onChange={(event) => setOnlyMissing(event.target.checked)} />
          번역이 빠진 곳만 보기 ({translations.missing.length}개 항목)
        </FilterToggle>
      )}
      {filtering && !searching && (
        <MissingTranslationList items={translations.missing} onOpenField={translations.onOpenField} />
      )}
      {(filtering || searching ? [] : groups).map((group) => {
        const query = queries[group.key] ?? '';
        const single = !group.isEntryList && group.items.length === 1 ? group.items[0] : undefined;
        if (single) {
          return (
            <ItemButton
              key={group.key}
              type="button"
              $group
              aria-current={single.pointer === selected ? 'true' : undefined}
              onClick={() => onSelect(single.pointer)}
            >
              {group.title}
            </ItemButton>
          );
        }
        return (
          <section key={group.key} aria-labelledby={`nav-${group.key}`}>
            <GroupTitle id={`nav-${group.key}`}>{group.title}</GroupTitle>
            {SEARCHABLE.has(group.key) && (
              <Search
                type="search"
                aria-label={`${group.title}에서 찾기 (이름, 한국어 이름, 영문 이름)`}
                placeholder="이름으로 찾기"
                value={query}
                onChange={(event) => setQueries({ ...queries, [group.key]: event.target.value })}
              />
            )}
            {ADD_LABELS[group.key] && (
              <button type="button" onClick={() => onAdd(group.key)}>
                {ADD_LABELS[group.key]}
              </button>
            )}
            <Items
              items={searchItems(group.items, query)}
              selected={selected}
              completeness={translations?.completeness}
              onSelect={onSelect}
            />
          </section>
        );
      })}
    </NavBox>
  );
}
