import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
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
  const shownCases = new Set(sections.flatMap((section) => (section.type === 'caseStudy' ? [section.case] : [])));
  const shownInstruments = new Set([
    ...sections.flatMap((section) => (section.type === 'equipmentGroup' ? section.instruments.map(tabId) : [])),
    ...manifest.cases
      .filter((entry) => shownCases.has(entry.id))
      .flatMap((entry) => (entry.instruments ?? []).map(tabId)),
  ]);
  // The page a hint can name as the place to add it: the first that already shows its kind.
  const pageWith = (type: string) =>
    routes.find((route) => route.sections.some((section) => section.type === type))?.path;
  const instrumentPage = pageWith('equipmentGroup');
  const casePage = pageWith('caseStudy');
  return [
    ...manifest.instruments.flatMap((instrument, index) =>
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
    ...manifest.cases.flatMap((entry, index) =>
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
