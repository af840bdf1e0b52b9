import { useEffect, useRef, useState, type ReactNode } from 'react';
import { type Slots } from '../../islands/defineIsland';
import { slotContent } from '../../islands/keepServerHtml';
import { usePageLocation } from '../../islands/navigation';
import type { LocalText } from '../../manifest/language/localText';
import { InLanguage } from '../../components/common/InLanguage';
import { revealInRow } from '../../components/common/revealInRow';
import { activeSectionId } from './activeSection';
import * as S from './CategoryPage.styles';
import { sectionContent, type SectionRequests } from './sectionContent';
import { useFetchedSection } from './useFetchedSection';

export interface CategorySectionTab {
  id: string;
  label: LocalText;
  /** The section's own page, when this page's HTML holds only a link to it (see sitePages.ts). */
  page?: string;
}

export interface CategoryTabsProps extends Slots {
  /** The page's path, which each sub-item's link keeps. */
  path: string;
  /** The row's accessible name (the banner's title). */
  label: string;
  /** The section shown when the URL has no hash, on a section's own page; the first when unset. */
  initial?: string;
  /** Each sub-item's id and label; `slots` hold their content, in the same order. */
  sections: readonly CategorySectionTab[];
}

interface SectionPanelProps {
  section: CategorySectionTab;
  shown: boolean;
  slot: ReactNode;
  requests: SectionRequests;
}

function SectionPanel({ section, shown, slot, requests }: SectionPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const loading = useFetchedSection(panel, section, shown, requests);
  return (
    <S.Panel ref={panel} id={section.id} data-active={shown} aria-busy={loading || undefined} {...slotContent(slot)} />
  );
}

/** Pointing at a tab asks for its section's page, so choosing it rarely waits. */
function askEarly(requests: SectionRequests, section: CategorySectionTab): (() => void) | undefined {
  const { page } = section;
  return page ? () => void sectionContent(requests, page, section.id).catch(() => undefined) : undefined;
}

/**
 * The row of sub-item links and the sub-items, an island whose sub-items stay
 * prerendered HTML. The URL's hash shows one, each reachable by its #hash; the
 * page's HTML holds its own sub-item in full and links to the others' pages,
 * whose content is fetched when they are first shown.
 */
export function CategoryTabs({ path, label, initial, sections, slots }: CategoryTabsProps) {
  const { hash } = usePageLocation();
  const ids = sections.map((section) => section.id);
  const active = activeSectionId(ids, hash, initial);
  const [requests] = useState<SectionRequests>(() => new Map());
  const list = useRef<HTMLUListElement>(null);
  // The shown section's tab in view, wherever it sits in a row wider than the screen.
  useEffect(() => revealInRow(list.current, list.current?.querySelector('[aria-current="page"]')), [active]);
  return (
    <>
      <S.SubNav aria-label={label}>
        <S.SubNavList ref={list} role="list" $ids={ids}>
          {sections.map((section) => (
            <li key={section.id}>
              <S.SubNavLink
                href={`${path}#${section.id}`}
                aria-current={section.id === active ? 'page' : undefined}
                onPointerEnter={askEarly(requests, section)}
                onFocus={askEarly(requests, section)}
              >
                <InLanguage text={section.label} />
              </S.SubNavLink>
            </li>
          ))}
        </S.SubNavList>
      </S.SubNav>
      <S.Panels $ids={ids}>
        {sections.map((section, index) => (
          <SectionPanel
            key={section.id}
            section={section}
            shown={section.id === active}
            slot={slots?.[index]}
            requests={requests}
          />
        ))}
      </S.Panels>
    </>
  );
}
