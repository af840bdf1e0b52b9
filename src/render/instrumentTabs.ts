import type { Instrument, InstrumentTab } from '../manifest/site.gen';
import type { LocalText } from '../manifest/language/localText';
import type { Localized } from './localize';

/** One instrument tab as components draw it: the label its tab list gives it (or its own), and the instrument. */
export interface ResolvedInstrumentTab {
  label: LocalText;
  instrument: Localized<Instrument>;
}

/**
 * The one place a tab list's references become instruments: a plain id shows
 * the instrument's own label, `{ instrument, label }` this list's label
 * (issue 9: the case page names its tabs "TEM", "SEM" as the original site did).
 */
export function resolveInstrumentTabs(
  tabs: readonly Localized<InstrumentTab>[],
  instrumentsById: ReadonlyMap<string, Localized<Instrument>>,
): ResolvedInstrumentTab[] {
  return tabs.map((tab) => {
    const id = typeof tab === 'string' ? tab : tab.instrument;
    const instrument = instrumentsById.get(id);
    // `npm run validate` refuses a manifest whose instrument reference does not resolve.
    if (!instrument) throw new Error(`Unknown instrument '${id}' in an instrument tab list.`);
    return { label: typeof tab === 'string' ? instrument.label : tab.label, instrument };
  });
}
