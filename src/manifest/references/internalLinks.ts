import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { linkTargetProblem } from './linkTargets';
import { isRecord } from './manifestShape';

/** Every link inside the site (an href starting with /), wherever it is written. */
export function siteHrefs(value: unknown, path: (string | number)[] = []): { href: string; pointer: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => siteHrefs(item, [...path, index]));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'href' && typeof child === 'string' && child.startsWith('/') ? [{ href: child, pointer: toPointer([...path, key]) }] : siteHrefs(child, [...path, key]),
  );
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
