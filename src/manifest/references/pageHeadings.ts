import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { arrayAt, fieldAt, sectionsOf, stringAt } from './manifestShape';

// The pages whose main heading (h1) comes from their banner or their hero
// section; a category page's banner is required by the schema.
const HEADED_BY_BANNER_OR_HERO = new Set(['stackedPage', 'fullPageScroller']);

/** Each page has exactly one main heading: the banner's title or the hero's site name, never none or two. */
export function pageHeadingProblems({ data }: CrossReferenceContext): UnplacedProblem[] {
  return (arrayAt(data, 'routes') ?? []).flatMap((route, routeIndex): UnplacedProblem[] => {
    const page = fieldAt(route, 'page');
    const sections = sectionsOf(route);
    if (!HEADED_BY_BANNER_OR_HERO.has(stringAt(page, 'type') ?? '') || sections === undefined) return [];
    const banner = fieldAt(page, 'banner') !== undefined;
    const heroes = sections.flatMap((section, index) => (stringAt(section, 'type') === 'hero' ? [index] : []));
    const pagePointer = toPointer(['routes', routeIndex, 'page']);
    if (!banner && heroes.length === 0)
      return [{ code: 'page-without-heading', pointer: pagePointer, params: { posts: false } }];
    // A notice post's own page draws the banner and the board holding the post, not the hero (stackedPageKind.ts).
    const board = banner ? -1 : sections.findIndex((section) => stringAt(section, 'type') === 'noticeBoard');
    if (board >= 0)
      return [
        {
          code: 'page-without-heading',
          pointer: toPointer(['routes', routeIndex, 'page', 'sections', board]),
          params: { posts: true },
        },
      ];
    const [, second] = banner ? [undefined, ...heroes] : heroes;
    if (second === undefined) return [];
    return [
      {
        code: 'page-with-two-headings',
        pointer: toPointer(['routes', routeIndex, 'page', 'sections', second]),
        params: { banner },
      },
    ];
  });
}
