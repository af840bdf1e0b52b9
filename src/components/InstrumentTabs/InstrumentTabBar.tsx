import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { type Slots } from '../../islands/defineIsland';
import { slotContent } from '../../islands/keepServerHtml';
import { usePageLocation } from '../../islands/navigation';
import type { LocalText } from '../../manifest/language/localText';
import { InLanguage } from '../common/InLanguage';
import { keptTabs } from '../LanguageSwitch/keptTabs';
import { revealInRow } from '../common/revealInRow';
import { nextTabIndex } from './tabKeys';
import * as S from './InstrumentTabs.styles';

export interface InstrumentTabBarProps extends Slots {
  /** Prefix for element ids, unique on the page (the sub-item's id). */
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  /**
   * Each instrument's id and the label its tab list gives it, and in the
   * editor's preview its entry's place in the tab list (a drag there moves it);
   * `slots` hold their panels, in the same order.
   */
  tabs: readonly { id: string; label: LocalText; place?: string }[];
}

// Element ids join the sub-item's id and the instrument's with "_", which
// neither can contain, so they cannot collide with a section's id.
const tabId = (prefix: string, instrumentId: string) => `${prefix}_tab-${instrumentId}`;
const panelId = (prefix: string, instrumentId: string) => `${prefix}_panel-${instrumentId}`;

/**
 * A centered tab bar of instrument names over one panel per instrument; an
 * island whose panels stay prerendered HTML. Before hydration every panel is
 * shown, so the page reads in full without JavaScript; afterwards only the
 * selected one. Moving to another sub-item brings the first tab back; the
 * language switch brings the tab chosen in the other language.
 */
export function InstrumentTabBar({ idPrefix, label, tabs, slots }: InstrumentTabBarProps) {
  const [selected, setSelected] = useState(0);
  const hydrated = useHydrated();
  const { key } = usePageLocation();
  const tabElements = useRef<(HTMLButtonElement | null)[]>([]);
  const tabList = useRef<HTMLDivElement>(null);

  useEffect(() => setSelected(0), [key]);
  // Coming from the page in another language, the tab chosen there (keepSectionScript.ts); ids are the same in every language.
  useEffect(() => {
    const kept = keptTabs();
    const index = tabs.findIndex((tab) => kept.has(tabId(idPrefix, tab.id)));
    if (index > 0) setSelected(index);
  }, [idPrefix, tabs]);
  // A tab chosen half outside a row wider than the screen comes into view whole.
  useEffect(() => revealInRow(tabList.current, tabElements.current[selected]), [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabElements.current[next]?.focus();
  };

  return (
    <S.Wrapper>
      <S.TabList ref={tabList} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <S.Tab
            key={tab.id}
            ref={(element) => {
              tabElements.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-controls={panelId(idPrefix, tab.id)}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            data-edit-item={tab.place}
          >
            <InLanguage text={tab.label} />
          </S.Tab>
        ))}
      </S.TabList>
      {tabs.map((tab, index) => (
        <S.Panel
          key={tab.id}
          role="tabpanel"
          id={panelId(idPrefix, tab.id)}
          aria-labelledby={tabId(idPrefix, tab.id)}
          tabIndex={0}
          hidden={hydrated && index !== selected}
          data-selected={index === selected}
          {...slotContent(slots?.[index])}
        />
      ))}
    </S.Wrapper>
  );
}
