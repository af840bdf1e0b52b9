import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { linkTargetProblem } from './linkTargets';
import { arrayAt, stringAt } from './manifestShape';

/** Menu groups go to a page; sub-items go to a section of their own page or of the group's. */
export function unresolvedMenuLinks({ data, routes }: CrossReferenceContext): UnplacedProblem[] {
  return (arrayAt(data, 'menu') ?? []).flatMap((group, groupIndex) => {
    const groupHref = stringAt(group, 'href');
    const groupPointer = toPointer(['menu', groupIndex, 'href']);
    const groupProblem =
      groupHref === undefined
        ? undefined
        : linkTargetProblem(routes, groupHref, undefined, { path: groupPointer, hash: groupPointer });
    const itemProblems = (arrayAt(group, 'subItems') ?? []).map((item, itemIndex) => {
      const ownHref = stringAt(item, 'href');
      const target = ownHref ?? groupHref;
      // A sub-item without its own href inherits the group's; a broken group href is reported once, above.
      if (target === undefined || (ownHref === undefined && groupProblem)) return undefined;
      const itemPointer = (key: string) => toPointer(['menu', groupIndex, 'subItems', itemIndex, key]);
      return linkTargetProblem(routes, target, stringAt(item, 'hash'), {
        path: itemPointer('href'),
        hash: itemPointer('hash'),
      });
    });
    return [groupProblem, ...itemProblems].filter((problem) => problem !== undefined);
  });
}
