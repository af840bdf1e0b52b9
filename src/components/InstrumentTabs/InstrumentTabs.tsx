import { useRef, useState, type KeyboardEvent } from 'react';
import type { Instrument } from '../../manifest/site.gen';
import { useHydrated } from '../../hooks/useHydrated';
import { InstrumentPanel } from './InstrumentPanel';
import { nextTabIndex } from './tabKeys';
import * as S from './InstrumentTabs.styles';

interface InstrumentTabsProps {
  /** Prefix for element ids, unique on the page (the sub-item's id). */
  idPrefix: string;
  instruments: readonly Instrument[];
  label: string;
}

/**
 * A centered tab bar of instrument names and one panel per instrument.
 * Before hydration every panel is shown, so the prerendered page reads in full
 * without JavaScript; afterwards only the selected one.
 */
export function InstrumentTabs({ idPrefix, instruments, label }: InstrumentTabsProps) {
  const [selected, setSelected] = useState(0);
  const hydrated = useHydrated();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, selected, instruments.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <S.Wrapper>
      <S.TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {instruments.map((instrument, index) => (
          <S.Tab
            key={instrument.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${instrument.id}`}
            aria-controls={`${idPrefix}-panel-${instrument.id}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {instrument.label}
          </S.Tab>
        ))}
      </S.TabList>
      {instruments.map((instrument, index) => (
        <S.Panel
          key={instrument.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${instrument.id}`}
          aria-labelledby={`${idPrefix}-tab-${instrument.id}`}
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
