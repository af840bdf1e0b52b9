import type { EquipmentGroup, SiteManifest } from '../../src/manifest/site.gen';

type TabEntry = EquipmentGroup['instruments'][number];

/** An instrument tab as a visitor sees it: the instrument, and the tab's label. */
export interface TabExpectation {
  id: string;
  label: string;
}

/**
 * The tabs a list of instruments (an equipmentGroup's or a case's) shows, read from
 * the manifest: an entry is an instrument id, or an id with a label of its own.
 */
export function instrumentTabs(manifest: SiteManifest, entries: readonly TabEntry[] = []): TabExpectation[] {
  return entries.map((entry) => {
    const own = typeof entry === 'string' ? { instrument: entry } : (entry as { instrument: string; label?: string });
    const instrument = manifest.instruments.find((candidate) => candidate.id === own.instrument);
    if (!instrument) throw new Error(`The manifest has no instrument ${own.instrument}.`);
    return { id: instrument.id, label: own.label ?? instrument.label };
  });
}
