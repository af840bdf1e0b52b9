import { parsePointer, toPointer } from '../json/pointer';
import { sectionPagePath } from '../pages/sitePages';
import { kindsShowing, partsShownByKinds } from '../../kinds/facts';
import { arrayAt, hasTabPages, sectionsOf, stringAt } from '../references/manifestShape';
import { caseIdOf, instrumentTabLists } from '../references/idReferences';

/** A page of the site in the default language, and the place in site.json that names it. */
export interface ShownPage {
  /** The page's address in the default language (`/analysis-equip/surface`). */
  path: string;
  /** The route, or for a category page the section it shows, whose crumbs name the page. */
  pointer: string;
}

/** The pages a text shows on; `every` for the parts every page carries (labels, menu, footer, company). */
export type TextPages = { every: true } | { every: false; pages: number[] };

// Parts of the manifest that only the pages holding a section of a kind showing them show, in place or in a dialog.
const SHOWN_BY_SECTION = partsShownByKinds.map((part) => [part, kindsShowing(part, { inDialog: true })] as const);

/**
 * Which page shows which text, read as loosely as the cross-reference checks
 * read (a part the schema rejected shows nowhere). Pages are the default
 * language's; every other language has the same pages under its own prefix.
 */
export function textPagesOf(data: unknown): { pages: ShownPage[]; pagesOf: (pointer: string) => TextPages } {
  const pages: ShownPage[] = [];
  const routePages: number[][] = [];
  // A category page's section k is page k of its route; any other route is one page.
  const sectionPage: number[][] = [];
  (arrayAt(data, 'routes') ?? []).forEach((route, r) => {
    const path = stringAt(route, 'path') ?? '';
    const sections = sectionsOf(route) ?? [];
    const own: number[] = [];
    if (hasTabPages(route) && sections.length > 0) {
      sections.forEach((section, k) => {
        own.push(pages.length);
        pages.push({
          path: k === 0 ? path : sectionPagePath(path, stringAt(section, 'id') ?? String(k)),
          pointer: toPointer(['routes', r, 'page', 'sections', k]),
        });
      });
      sectionPage.push(own);
    } else {
      own.push(pages.length);
      pages.push({ path, pointer: toPointer(['routes', r]) });
      sectionPage.push(sections.map(() => own[0]!));
    }
    routePages.push(own);
  });

  const pagesOfSection = (r: number, k: number) => (sectionPage[r]?.[k] === undefined ? [] : [sectionPage[r]![k]!]);
  const sectionsWhere = (wanted: (section: unknown) => boolean) =>
    (arrayAt(data, 'routes') ?? []).flatMap((route, r) =>
      (sectionsOf(route) ?? []).flatMap((section, k) => (wanted(section) ? pagesOfSection(r, k) : [])),
    );

  const caseIds = (arrayAt(data, 'cases') ?? []).map((item) => stringAt(item, 'id'));
  const casePages = new Map<string, number[]>();
  for (const id of caseIds)
    if (id !== undefined)
      casePages.set(
        id,
        sectionsWhere((section) => caseIdOf(section) === id),
      );

  const instrumentPages = new Map<string, Set<number>>();
  for (const { owner, pointer } of instrumentTabLists(data)) {
    const [list, first, , , second] = pointer;
    const shownOn =
      list === 'cases'
        ? (casePages.get(caseIds[first as number] ?? '') ?? [])
        : pagesOfSection(first as number, second as number);
    for (const tab of arrayAt(owner, 'instruments') ?? []) {
      const id = typeof tab === 'string' ? tab : stringAt(tab, 'instrument');
      if (id === undefined) continue;
      const known = instrumentPages.get(id) ?? new Set<number>();
      shownOn.forEach((page) => known.add(page));
      instrumentPages.set(id, known);
    }
  }
  const instrumentIds = (arrayAt(data, 'instruments') ?? []).map((item) => stringAt(item, 'id'));
  const bySection = new Map<string, number[]>(
    SHOWN_BY_SECTION.map(([part, types]) => [
      part,
      sectionsWhere((section) => types.some((type) => type === stringAt(section, 'type'))),
    ]),
  );

  const only = (found: Iterable<number>): TextPages => ({
    every: false,
    pages: [...new Set(found)].sort((a, b) => a - b),
  });
  const pagesOf = (pointer: string): TextPages => {
    const [top, index, page, sections, k, field] = parsePointer(pointer);
    if (top === 'routes') {
      const r = Number(index);
      // A category page's tab bar (the sections' labels) and banner are on each of its pages.
      const ownSection =
        page === 'page' &&
        sections === 'sections' &&
        k !== undefined &&
        field !== 'label' &&
        hasTabPages(arrayAt(data, 'routes')?.[r]);
      return only(ownSection ? pagesOfSection(r, Number(k)) : (routePages[r] ?? []));
    }
    if (top === 'instruments') return only(instrumentPages.get(instrumentIds[Number(index)] ?? '') ?? []);
    if (top === 'cases') return only(casePages.get(caseIds[Number(index)] ?? '') ?? []);
    const shownBySection = bySection.get(top ?? '');
    return shownBySection ? only(shownBySection) : { every: true };
  };
  return { pages, pagesOf };
}
