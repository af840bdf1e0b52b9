import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import type { InstrumentTab, SiteManifest } from '../site.gen';

interface TabList {
  tabs: readonly InstrumentTab[];
  pointer: (string | number)[];
}

function tabLists(manifest: SiteManifest): TabList[] {
  const groups = manifest.routes.flatMap((route, routeIndex) =>
    'sections' in route.page
      ? route.page.sections.flatMap((section, index) =>
          section.type === 'equipmentGroup' ? [{ tabs: section.instruments, pointer: ['routes', routeIndex, 'page', 'sections', index, 'instruments'] }] : [],
        )
      : [],
  );
  const cases = manifest.cases.flatMap((item, index) => (item.instruments ? [{ tabs: item.instruments, pointer: ['cases', index, 'instruments'] }] : []));
  return [...groups, ...cases];
}

/**
 * Two tabs of one tab bar with the same visible label (two instruments both
 * called "XRF"): valid, but a visitor cannot tell them apart.
 */
export function duplicateTabLabels(manifest: SiteManifest): UnplacedProblem[] {
  const labels = new Map(manifest.instruments.map((instrument) => [instrument.id, instrument.label]));
  return tabLists(manifest).flatMap(({ tabs, pointer }) => {
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
      return [{ code: 'duplicate-tab-label' as const, pointer: toPointer([...pointer, index]), params: { label, first: first + 1, second: index + 1, id } }];
    });
  });
}
