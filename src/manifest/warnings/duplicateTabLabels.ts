import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import { instrumentTabLists } from '../references/idReferences';
import { plainText, textIn } from '../language/localText';
import { siteLanguages } from '../language/siteLanguages';
import type { InstrumentTab, SiteManifest, Text } from '../site.gen';

/**
 * Two tabs of one tab bar with the same visible label (two instruments both
 * called "XRF"): valid, but a visitor cannot tell them apart.
 */
export function duplicateTabLabels(manifest: SiteManifest): UnplacedProblem[] {
  const languages = siteLanguages(manifest);
  // Compared in the default language: the one every page falls back to, and the one the warning quotes.
  const words = (label: Text) => plainText(textIn(label, languages[0]!.code, languages));
  const labels = new Map(manifest.instruments.map((instrument) => [instrument.id, words(instrument.label)]));
  return instrumentTabLists(manifest).flatMap(({ owner, pointer }) => {
    // The manifest is valid here, so every owner holds its tabs in their schema shape.
    const tabs = (owner as { instruments?: InstrumentTab[] }).instruments ?? [];
    const seen = new Map<string, number>();
    return tabs.flatMap((tab, index) => {
      const label = typeof tab === 'string' ? labels.get(tab) : words(tab.label);
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
