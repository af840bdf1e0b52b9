import type { InstrumentTab } from '../../src/manifest/site.gen';
import { textOf } from './manifestText';
import type { LabManifest } from './labManifest';

/** An instrument tab as a visitor sees it: the instrument, and the tab's label. */
export interface TabExpectation {
  id: string;
  label: string;
}

/**
 * The tabs a list of instruments (an equipmentGroup's or a case's) shows on the
 * pages of `language`, read from the manifest: an entry is an instrument id, or an
 * id with a label of its own.
 */
export function instrumentTabs(
  manifest: LabManifest,
  entries: readonly InstrumentTab[] = [],
  language = 'ko',
): TabExpectation[] {
  return entries.map((entry) => {
    const id = typeof entry === 'string' ? entry : entry.instrument;
    const instrument = manifest.instruments.find((candidate) => candidate.id === id);
    if (!instrument) throw new Error(`The manifest has no instrument ${id}.`);
    return { id, label: textOf(typeof entry === 'string' ? instrument.label : entry.label, language) };
  });
}
