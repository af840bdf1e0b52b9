import type { UnplacedProblem } from '../ManifestProblem';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { linkTargetProblem } from './linkTargets';
import { isRecord, stringsWhere } from './manifestShape';

const hrefsOf = new WeakMap<object, { href: string; pointer: string }[]>();

/** Every link inside the site (an href starting with /), wherever it is written; the walk is done once per manifest. */
export function siteHrefs(value: unknown): { href: string; pointer: string }[] {
  const known = isRecord(value) ? hrefsOf.get(value) : undefined;
  if (known) return known;
  const found = stringsWhere(value, (key, text) => key === 'href' && text.startsWith('/')).map(({ text, pointer }) => ({
    href: text,
    pointer,
  }));
  if (isRecord(value)) hrefsOf.set(value, found);
  return found;
}

// The menu and the header's button write their section apart from the address; menuLinks.ts checks them.
const checkedWithMenu = (pointer: string) => pointer.startsWith('/menu/') || pointer.startsWith('/headerButton/');

/** Links outside the menu (footer, text blocks, hero tiles) that point inside the site. */
export function unresolvedInternalLinks({ data, routes }: CrossReferenceContext): UnplacedProblem[] {
  const outsideMenu = siteHrefs(data).filter(({ pointer }) => !checkedWithMenu(pointer));
  return outsideMenu.flatMap(({ href, pointer }) => {
    const [path = '', hash] = href.split('#', 2);
    const problem = linkTargetProblem(routes, path, hash, { path: pointer, hash: pointer });
    return problem ? [problem] : [];
  });
}
