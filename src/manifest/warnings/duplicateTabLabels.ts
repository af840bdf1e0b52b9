import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import { instrumentTabLists } from '../references/idReferences';
import { plainText, textIn } from '../language/localText';
import { siteLanguages } from '../language/siteLanguages';
import type { InstrumentTab, Language, SiteManifest, Text } from '../site.gen';

/**
 * Two tabs of one tab bar with the same visible label (two instruments both
 * called "XRF"): valid, but a visitor cannot tell them apart. Each language's
 * pages are looked at; a tab is warned about once, in the first language where
 * its label repeats (the default language's words are the ones a fix starts from).
 */
export function duplicateTabLabels(manifest: SiteManifest): UnplacedProblem[] {
  const languages = siteLanguages(manifest);
  const instruments = new Map((manifest.instruments ?? []).map((instrument) => [instrument.id, instrument.label]));
  return instrumentTabLists(manifest).flatMap(({ owner, pointer }) => {
    // The manifest is valid here, so every owner holds its tabs in their schema shape.
    const tabs = (owner as { instruments?: InstrumentTab[] }).instruments ?? [];
    const labelOf = (tab: InstrumentTab): Text | undefined =>
      typeof tab === 'string' ? instruments.get(tab) : tab.label;
    const seen = languages.map(() => new Map<string, number>());
    return tabs.flatMap((tab, index) => {
      const text = labelOf(tab);
      if (text === undefined) return [];
      const repeats = languages.map((language: Language, at) => {
        const label = plainText(textIn(text, language.code, languages));
        const first = seen[at]!.get(label);
        if (first === undefined) seen[at]!.set(label, index);
        return first === undefined ? undefined : { label, first, language };
      });
      const at = repeats.findIndex((repeat) => repeat !== undefined);
      if (at < 0) return [];
      const { label, first, language } = repeats[at]!;
      const id = typeof tab === 'string' ? tab : tab.instrument;
      const params = { label, first: first + 1, second: index + 1, id, ...(at > 0 && { language: language.name }) };
      return [{ code: 'duplicate-tab-label' as const, pointer: toPointer([...pointer, 'instruments', index]), params }];
    });
  });
}
