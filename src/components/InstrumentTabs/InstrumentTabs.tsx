import { useRef, useState, type KeyboardEvent } from 'react';
import type { ResolvedInstrumentTab } from '../../render/instrumentTabs';
import { useHydrated } from '../../hooks/useHydrated';
import { InstrumentPanel } from './InstrumentPanel';
import { nextTabIndex } from './tabKeys';
import * as S from './InstrumentTabs.styles';

interface InstrumentTabsProps {
  /** Prefix for element ids, unique on the page (the sub-item's id). */
  idPrefix: string;
  /** The tabs in order, each with the label its list gives it. */
  tabs: readonly ResolvedInstrumentTab[];
  /** The tab list's accessible name. */
  label: string;
}

// Element ids join the sub-item's id and the instrument's with "_", which
// neither can contain, so they cannot collide with a section's id.
const tabId = (prefix: string, instrumentId: string) => `${prefix}_tab-${instrumentId}`;
const panelId = (prefix: string, instrumentId: string) => `${prefix}_panel-${instrumentId}`;

/**
 * A centered tab bar of instrument names and one panel per instrument.
 * Before hydration every panel is shown, so the prerendered page reads in full
 * without JavaScript; afterwards only the selected one.
 */
export function InstrumentTabs({ idPrefix, tabs, label }: InstrumentTabsProps) {
  const [selected, setSelected] = useState(0);
  const hydrated = useHydrated();
  const tabElements = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabElements.current[next]?.focus();
  };

  return (
    <S.Wrapper>
      <S.TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map(({ instrument, label: tabLabel }, index) => (
          <S.Tab
            key={instrument.id}
            ref={(element) => {
              tabElements.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, instrument.id)}
            aria-controls={panelId(idPrefix, instrument.id)}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {tabLabel}
          </S.Tab>
        ))}
      </S.TabList>
      {tabs.map(({ instrument }, index) => (
        <S.Panel
          key={instrument.id}
          role="tabpanel"
          id={panelId(idPrefix, instrument.id)}
          aria-labelledby={tabId(idPrefix, instrument.id)}
          tabIndex={0}
          hidden={hydrated && index !== selected}
          data-selected={index === selected}
        >
          <InstrumentPanel instrument={instrument} />
        </S.Panel>
      ))}
    </S.Wrapper>
  );
}
