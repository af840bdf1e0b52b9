import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import { instrumentTabLists } from '../references/idReferences';
import type { InstrumentTab, SiteManifest } from '../site.gen';

/**
 * Two tabs of one tab bar with the same visible label (two instruments both
 * called "XRF"): valid, but a visitor cannot tell them apart.
 */
export function duplicateTabLabels(manifest: SiteManifest): UnplacedProblem[] {
  const labels = new Map(manifest.instruments.map((instrument) => [instrument.id, instrument.label]));
  return instrumentTabLists(manifest).flatMap(({ owner, pointer }) => {
    // The manifest is valid here, so every owner holds its tabs in their schema shape.
    const tabs = (owner as { instruments?: InstrumentTab[] }).instruments ?? [];
    const seen = new Map<string, number>();
    return tabs.flatMap((tab, index) => {
      const label = typeof tab === 'string' ? labels.get(tab) : tab.label;
      if (label === undefined) return [];
      const first = seen.get(label);
      if (first === undefined) {
        seen.set(label, index);
        return [];
      }
      const id = typeof tab === 'string' ? tab : tab.instrument;
      return [{ code: 'duplicate-tab-label' as const, pointer: toPointer([...pointer, 'instruments', index]), params: { label, first: first + 1, second: index + 1, id } }];
    });
  });
}
