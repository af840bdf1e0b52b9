import type { Instrument, InstrumentTab } from '../manifest/site.gen';
import type { LocalText } from '../manifest/language/localText';
import type { EditPlaced, TabListPlaced } from './editPlace';
import type { Localized } from './localize';

/**
 * One instrument tab as components draw it: the label its tab list gives it
 * (or its own), and the instrument; in the editor's preview, `place` is its
 * entry in the tab list, which a drag in the preview moves.
 */
export interface ResolvedInstrumentTab extends EditPlaced {
  label: LocalText;
  instrument: Localized<Instrument>;
}

/**
 * The one place a tab list's references become instruments: a plain id shows
 * the instrument's own label, `{ instrument, label }` this list's label
 * (issue 9: the case page names its tabs "TEM", "SEM" as the original site did).
 */
export function resolveInstrumentTabs(
  owner: { instruments?: readonly Localized<InstrumentTab>[] } & TabListPlaced,
  instrumentsById: ReadonlyMap<string, Localized<Instrument>>,
): ResolvedInstrumentTab[] {
  return (owner.instruments ?? []).map((tab, index) => {
    const id = typeof tab === 'string' ? tab : tab.instrument;
    const instrument = instrumentsById.get(id);
    // `npm run validate` refuses a manifest whose instrument reference does not resolve.
    if (!instrument) throw new Error(`Unknown instrument '${id}' in an instrument tab list.`);
    const label = typeof tab === 'string' ? instrument.label : tab.label;
    return owner.tabsPlace === undefined
      ? { label, instrument }
      : { label, instrument, place: `${owner.tabsPlace}/${index}` };
  });
}
