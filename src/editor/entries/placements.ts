import { factsOf, kindsWhere } from '../../kinds/facts';
import { toPointer, valueAt } from '../../manifest/json/pointer';
import { breadcrumb } from '../../manifest/location/breadcrumb';
import { caseIdOf, listsInstrumentTabs } from '../../manifest/references/idReferences';
import { arrayAt, hasTabPages, sectionsOf, stringAt } from '../../manifest/references/manifestShape';
import { pathOf, setAt } from '../saving/jsonEdits';

/** A place a new entry can be shown: the list it joins, in the site's words. */
export interface Placement {
  /** JSON pointer of the list the entry's tab is added to. */
  list: string;
  /** "분석장비 › 표면분석" */
  label: string;
}

/** What to ask when adding an entry of `list`: one place or several, and the places. */
export interface PlacementChoice {
  /** An instrument may be a tab of several groups; a case is one tab of one page. */
  multiple: boolean;
  places: Placement[];
}

const sectionLists = (manifest: unknown) =>
  (arrayAt(manifest, 'routes') ?? []).flatMap((route, routeIndex) =>
    (sectionsOf(route) ?? []).map((section, index) => ({ route, routeIndex, section, index })),
  );

/**
 * Where a new instrument or case can be shown (issue 28: added, it was on no
 * page). An instrument is a tab of a section listing instrument tabs (an
 * equipment group); a case is a case tab on a page whose tabs are pages (a
 * category page), the pages already showing cases first. Other lists are not asked.
 */
export function placementChoiceFor(manifest: unknown, list: string): PlacementChoice | undefined {
  if (list === 'instruments') {
    const places = sectionLists(manifest)
      .filter(({ section }) => listsInstrumentTabs(section))
      .map(({ routeIndex, index }) => {
        const section = toPointer(['routes', routeIndex, 'page', 'sections', index]);
        return { list: `${section}/instruments`, label: breadcrumb(section, manifest, 'ko') };
      });
    return { multiple: true, places };
  }
  if (list !== 'cases') return undefined;
  const pages = (arrayAt(manifest, 'routes') ?? []).flatMap((route, routeIndex) =>
    hasTabPages(route)
      ? [
          {
            route,
            routeIndex,
            showsCases: (sectionsOf(route) ?? []).some((section) => caseIdOf(section) !== undefined),
          },
        ]
      : [],
  );
  const ordered = [...pages.filter((page) => page.showsCases), ...pages.filter((page) => !page.showsCases)];
  return {
    multiple: false,
    places: ordered.map(({ routeIndex }) => ({
      list: toPointer(['routes', routeIndex, 'page', 'sections']),
      label: breadcrumb(toPointer(['routes', routeIndex]), manifest, 'ko'),
    })),
  };
}

/** An id for a new tab not yet taken among the page's sections: the case's own, else with a number. */
function freeSectionId(sections: readonly unknown[], id: string): string {
  const taken = new Set(sections.map((section) => stringAt(section, 'id')));
  let candidate = id;
  for (let n = 2; taken.has(candidate); n++) candidate = `${id}-${n}`;
  return candidate;
}

/** A new tab showing the case `id`: a section of the kind naming a case (a case tab), named `name`. */
function caseTab(sections: readonly unknown[], id: string, name: string) {
  const [type] = kindsWhere((facts) => facts.caseId !== undefined);
  const field = factsOf(type)?.caseId;
  return { type, id: freeSectionId(sections, id), label: name, ...(field && { [field]: id }) };
}

/**
 * The manifest with the new entry `id` of `list` shown at `places`: an
 * instrument as the last tab of each group, a case as the last tab of the page,
 * named by the case's title until staff shorten it. One value, so one undo step.
 */
export function withPlacements<T>(manifest: T, list: string, id: string, name: string, places: readonly string[]): T {
  return places.reduce<T>((current, place) => {
    const items = valueAt(current, place);
    if (!Array.isArray(items)) return current;
    const added = list === 'cases' ? caseTab(items, id, name) : id;
    return setAt(current, pathOf(place), [...items, added]);
  }, manifest);
}
