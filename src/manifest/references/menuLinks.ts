import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import { isOutsideHref } from '../schema/linkHref';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { linkTargetProblem } from './linkTargets';
import { arrayAt, fieldAt, stringAt } from './manifestShape';

type Pointer = (key: string) => string;

/**
 * A link written as an address and a section: another site's address is never
 * looked up among the routes, but a section cannot follow it (the section would
 * be looked for on the other site, where nobody checks it).
 */
function targetProblem(
  { routes }: CrossReferenceContext,
  href: string,
  hash: string | undefined,
  pointer: Pointer,
): UnplacedProblem | undefined {
  if (!isOutsideHref(href))
    return linkTargetProblem(routes, href, hash, { path: pointer('href'), hash: pointer('hash') });
  return hash === undefined
    ? undefined
    : { code: 'outside-link-with-section', pointer: pointer('hash'), params: { href } };
}

/** Menu groups go to a page or another site; sub-items go to a section of their own page or of the group's. */
export function unresolvedMenuLinks(context: CrossReferenceContext): UnplacedProblem[] {
  const { data } = context;
  const groups = (arrayAt(data, 'menu') ?? []).flatMap((group, groupIndex) => {
    const groupHref = stringAt(group, 'href');
    const groupPointer = toPointer(['menu', groupIndex, 'href']);
    const groupProblem =
      groupHref === undefined ? undefined : targetProblem(context, groupHref, undefined, () => groupPointer);
    const itemProblems = (arrayAt(group, 'subItems') ?? []).map((item, itemIndex) => {
      const ownHref = stringAt(item, 'href');
      const target = ownHref ?? groupHref;
      // A sub-item without its own href inherits the group's; a broken group href is reported once, above.
      if (target === undefined || (ownHref === undefined && groupProblem)) return undefined;
      const itemPointer = (key: string) => toPointer(['menu', groupIndex, 'subItems', itemIndex, key]);
      return targetProblem(context, target, stringAt(item, 'hash'), itemPointer);
    });
    return [groupProblem, ...itemProblems];
  });
  const button = fieldAt(data, 'headerButton');
  const buttonHref = stringAt(button, 'href');
  const buttonProblem =
    buttonHref === undefined
      ? undefined
      : targetProblem(context, buttonHref, stringAt(button, 'hash'), (key) => toPointer(['headerButton', key]));
  return [...groups, buttonProblem].filter((problem) => problem !== undefined);
}

/** A menu link to another site is announced as one, in the words of labels.outsideLink. */
export function missingOutsideLinkLabel({ data }: CrossReferenceContext): UnplacedProblem[] {
  if (fieldAt(fieldAt(data, 'labels'), 'outsideLink') !== undefined) return [];
  const groupHrefs = (arrayAt(data, 'menu') ?? []).map((group, index) => ({
    href: stringAt(group, 'href'),
    pointer: toPointer(['menu', index, 'href']),
  }));
  const buttonHref = { href: stringAt(fieldAt(data, 'headerButton'), 'href'), pointer: '/headerButton/href' };
  const first = [...groupHrefs, buttonHref].find(({ href }) => href !== undefined && isOutsideHref(href));
  return first?.href
    ? [{ code: 'missing-outside-link-label', pointer: first.pointer, params: { href: first.href } }]
    : [];
}
