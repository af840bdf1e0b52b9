import type { NodeType } from '../render/nodes';
import type { KindFacts, KindFactsOf, SitePart } from './KindFacts';
import { caseStudyFacts } from './caseStudy/caseStudyFacts';
import { categoryPageFacts } from './categoryPage/categoryPageFacts';
import { companyContactFacts } from './companyContact/companyContactFacts';
import { contactDetailsFacts } from './contactDetails/contactDetailsFacts';
import { equipmentGroupFacts } from './equipmentGroup/equipmentGroupFacts';
import { faqFacts } from './faq/faqFacts';
import { fullPageScrollerFacts } from './fullPageScroller/fullPageScrollerFacts';
import { greetingFacts } from './greeting/greetingFacts';
import { heroFacts } from './hero/heroFacts';
import { inquiryFacts } from './inquiry/inquiryFacts';
import { locationFacts } from './location/locationFacts';
import { partnersFacts } from './partners/partnersFacts';
import { stackedPageFacts } from './stackedPage/stackedPageFacts';
import { textBlockFacts } from './textBlock/textBlockFacts';

/**
 * What central code knows of every node kind by its `type`, one line each, as
 * `kinds.ts` holds how each is drawn. Exhaustive the same way: a type of the
 * schema's node unions without an entry, or an entry under a type that is not
 * one, fails to compile, and so does a fact naming a field its node lacks.
 * Data only, so the editor's browser code, the validator and the site server
 * read it without pulling a component in.
 */
export const kindFacts = {
  fullPageScroller: fullPageScrollerFacts,
  stackedPage: stackedPageFacts,
  categoryPage: categoryPageFacts,
  hero: heroFacts,
  companyContact: companyContactFacts,
  greeting: greetingFacts,
  partners: partnersFacts,
  location: locationFacts,
  inquiry: inquiryFacts,
  contactDetails: contactDetailsFacts,
  textBlock: textBlockFacts,
  faq: faqFacts,
  equipmentGroup: equipmentGroupFacts,
  caseStudy: caseStudyFacts,
} satisfies { [T in NodeType]: KindFactsOf<T> };

/** Whether `type` names a node kind (site.json read loosely may hold anything there). */
export function isNodeType(type: unknown): type is NodeType {
  return typeof type === 'string' && Object.hasOwn(kindFacts, type);
}

/** The facts of the kind `type` names, or none for a type that names no kind. */
export function factsOf(type: unknown): KindFacts | undefined {
  return isNodeType(type) ? kindFacts[type] : undefined;
}

/** The kinds whose facts pass `wanted`, in the map's order. */
export function kindsWhere(wanted: (facts: KindFacts) => boolean): NodeType[] {
  return Object.keys(kindFacts)
    .filter(isNodeType)
    .filter((type) => wanted(kindFacts[type]));
}

/** The kinds drawing `part` on their page, and with `inDialog` those opening it in a dialog too. */
export function kindsShowing(part: string, { inDialog = false } = {}): NodeType[] {
  return kindsWhere(
    (facts) =>
      (facts.shows ?? []).some((shown) => shown === part) ||
      (inDialog && (facts.showsInDialog ?? []).some((shown) => shown === part)),
  );
}

/** Every top-level part some kind draws, whether on its page or in a dialog. */
export const partsShownByKinds: readonly SitePart[] = [
  ...new Set(
    Object.values(kindFacts).flatMap((facts: KindFacts) => [...(facts.shows ?? []), ...(facts.showsInDialog ?? [])]),
  ),
];
