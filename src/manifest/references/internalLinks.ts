import type { UnplacedProblem } from '../ManifestProblem';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { linkTargetProblem } from './linkTargets';
import { isRecord, stringsWhere } from './manifestShape';

/** Every link inside the site (an href starting with /), wherever it is written. */
export function siteHrefs(value: unknown): { href: string; pointer: string }[] {
  return stringsWhere(value, (key, text) => key === 'href' && text.startsWith('/')).map(({ text, pointer }) => ({ href: text, pointer }));
}

/** Links outside the menu (footer, text blocks, hero tiles) that point inside the site. */
export function unresolvedInternalLinks({ data, routes }: CrossReferenceContext): UnplacedProblem[] {
  const withoutMenu = isRecord(data) ? { ...data, menu: undefined } : data;
  return siteHrefs(withoutMenu).flatMap(({ href, pointer }) => {
    const [path = '', hash] = href.split('#', 2);
    const problem = linkTargetProblem(routes, path, hash, { path: pointer, hash: pointer });
    return problem ? [problem] : [];
  });
}
