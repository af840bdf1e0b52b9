import type { UnplacedProblem } from '../ManifestProblem';
import { parseFormatted } from '../formatted/parseFormatted';
import { textPlaces } from '../language/textPlaces';
import { adviseHref, HREF_PATTERN } from '../schema/linkHref';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { linkTargetProblem } from './linkTargets';

const allowedHref = new RegExp(HREF_PATTERN, 'u');

/** Each written paragraph of `data` (one per language of a translated one) with its own pointer. */
function writtenParagraphs(data: unknown): { pointer: string; text: string }[] {
  return textPlaces(data)
    .filter((place) => place.kind === 'paragraph')
    .flatMap(({ pointer, value }) =>
      typeof value === 'string'
        ? [{ pointer, text: value }]
        : Object.entries(value).map(([code, text]) => ({ pointer: `${pointer}/${code}`, text })),
    );
}

/**
 * Links written inside paragraphs ("[개인정보처리방침](/privacy)") are links
 * like any other: an allowed scheme, and a page and section that exist. Each
 * problem is placed at the link's address inside its text.
 */
export function unresolvedTextLinks({ data, routes }: CrossReferenceContext): UnplacedProblem[] {
  return writtenParagraphs(data).flatMap(({ pointer, text }) =>
    parseFormatted(text).links.flatMap(({ href, offset }): UnplacedProblem[] => {
      const advice = adviseHref(href);
      if ('refused' in advice) {
        const scheme = advice.refused;
        return [
          {
            code: 'unsafe-link',
            pointer,
            offset,
            params: { value: href, scheme, disguised: !href.startsWith(scheme) },
          },
        ];
      }
      if (!allowedHref.test(href))
        return [{ code: 'malformed-text-link', pointer, offset, params: { value: href, repaired: advice.repaired } }];
      if (!href.startsWith('/')) return [];
      const [path = '', hash] = href.split('#', 2);
      const problem = linkTargetProblem(routes, path, hash, { path: pointer, hash: pointer });
      return problem ? [{ ...problem, offset, params: { ...problem.params, inText: true } } as UnplacedProblem] : [];
    }),
  );
}
