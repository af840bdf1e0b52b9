import type { LocalText } from '../../manifest/language/localText';
import { plainText } from '../../manifest/language/localText';
import { defineIsland } from '../../islands/defineIsland';
import type { ResolvedInstrumentTab } from '../../render/instrumentTabs';
import { InstrumentPanel, type PanelLabels } from './InstrumentPanel';
import { InstrumentTabBar } from './InstrumentTabBar';

const InstrumentTabsIsland = defineIsland('instrumentTabs', InstrumentTabBar);

interface InstrumentTabsProps {
  /** Prefix for element ids, unique on the page (the sub-item's id). */
  idPrefix: string;
  /** The tabs in order, each with the label its list gives it. */
  tabs: readonly ResolvedInstrumentTab[];
  /** The tab list's accessible name. */
  label: LocalText;
  panelLabels: PanelLabels;
}

/** The instruments' tab bar hydrates; their panels (cards, specifications, examples) stay static. */
export function InstrumentTabs({ idPrefix, tabs, label, panelLabels }: InstrumentTabsProps) {
  return (
    <InstrumentTabsIsland
      idPrefix={idPrefix}
      label={plainText(label)}
      tabs={tabs.map(({ instrument, label, place }) =>
        place === undefined ? { id: instrument.id, label } : { id: instrument.id, label, place },
      )}
      slots={tabs.map((tab) => (
        <InstrumentPanel key={tab.instrument.id} instrument={tab.instrument} labels={panelLabels} />
      ))}
    />
  );
}
