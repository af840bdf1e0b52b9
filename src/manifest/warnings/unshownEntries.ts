import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import { caseIdOf, listsInstrumentTabs } from '../references/idReferences';
import type { CategorySection, SectionNode, SiteManifest } from '../site.gen';

const tabId = (tab: string | { instrument: string }) => (typeof tab === 'string' ? tab : tab.instrument);

/**
 * Instruments and cases that no visitor can reach: a case is shown by a case tab
 * of a page, an instrument by a tab list of an equipment group or of a shown case
 * (a case on no page shows its instruments nowhere either). Valid, since one may
 * be written before its place, but it is the usual end of "added it, and it is
 * not on the site" (issue 28), so it is said where the entry is.
 */
export function unshownEntries(manifest: SiteManifest): UnplacedProblem[] {
  const routes = manifest.routes.map((route) => ({
    path: route.path,
    sections: route.page.sections as readonly (SectionNode | CategorySection)[],
  }));
  const sections = routes.flatMap((route) => route.sections);
  const shownCases = new Set(sections.flatMap((section) => caseIdOf(section) ?? []));
  const shownInstruments = new Set([
    ...sections.flatMap((section) =>
      'instruments' in section && listsInstrumentTabs(section) ? section.instruments.map(tabId) : [],
    ),
    ...(manifest.cases ?? [])
      .filter((entry) => shownCases.has(entry.id))
      .flatMap((entry) => (entry.instruments ?? []).map(tabId)),
  ]);
  // The page a hint can name as the place to add it: the first that already shows its kind.
  const pageWith = (shows: (section: unknown) => boolean) => routes.find((route) => route.sections.some(shows))?.path;
  const instrumentPage = pageWith(listsInstrumentTabs);
  const casePage = pageWith((section) => caseIdOf(section) !== undefined);
  return [
    ...(manifest.instruments ?? []).flatMap((instrument, index) =>
      shownInstruments.has(instrument.id)
        ? []
        : [
            {
              code: 'unshown-instrument' as const,
              pointer: toPointer(['instruments', index]),
              params: { id: instrument.id, ...(instrumentPage && { page: instrumentPage }) },
            },
          ],
    ),
    ...(manifest.cases ?? []).flatMap((entry, index) =>
      shownCases.has(entry.id)
        ? []
        : [
            {
              code: 'unshown-case' as const,
              pointer: toPointer(['cases', index]),
              params: { id: entry.id, ...(casePage && { page: casePage }) },
            },
          ],
    ),
  ];
}
