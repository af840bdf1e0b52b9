import type { NodeType } from '../render/nodes';
import type { KindFacts, KindFactsOf, SitePart } from './KindFacts';
import { caseStudyFacts } from './caseStudy/caseStudyFacts';
import { categoryPageFacts } from './categoryPage/categoryPageFacts';
import { companyContactFacts } from './companyContact/companyContactFacts';
import { contactDetailsFacts } from './contactDetails/contactDetailsFacts';
import { equipmentGroupFacts } from './equipmentGroup/equipmentGroupFacts';
import { fullPageScrollerFacts } from './fullPageScroller/fullPageScrollerFacts';
import { inquiryFacts } from './inquiry/inquiryFacts';
import { locationFacts } from './location/locationFacts';
import { partnersFacts } from './partners/partnersFacts';
import { textBlockFacts } from './textBlock/textBlockFacts';

/**
 * What central code knows of a node kind by its `type`, one line for each kind
 * that has facts (a kind none of them concerns has no line, and its facts are
 * `{}`), as `kinds.ts` holds how each is drawn. A line under a type that is not
 * a node kind, or a fact naming a field its node lacks, fails to compile.
 * Data only, so the editor's browser code, the validator and the site server
 * read it without pulling a component in.
 */
export const kindFacts = {
  fullPageScroller: fullPageScrollerFacts,
  categoryPage: categoryPageFacts,
  companyContact: companyContactFacts,
  partners: partnersFacts,
  location: locationFacts,
  inquiry: inquiryFacts,
  contactDetails: contactDetailsFacts,
  textBlock: textBlockFacts,
  equipmentGroup: equipmentGroupFacts,
  caseStudy: caseStudyFacts,
} satisfies { [T in NodeType]?: KindFactsOf<T> };

type KindWithFacts = keyof typeof kindFacts;

const hasFacts = (type: unknown): type is KindWithFacts => typeof type === 'string' && Object.hasOwn(kindFacts, type);

/** The facts of the kind `type` names; none for a kind without a line above, or for a type that names no kind. */
export function factsOf(type: unknown): KindFacts | undefined {
  return hasFacts(type) ? kindFacts[type] : undefined;
}

/** The kinds whose facts pass `wanted`, in the map's order: `wanted` asks for a fact, which only kinds above have. */
export function kindsWhere(wanted: (facts: KindFacts) => boolean): NodeType[] {
  return Object.keys(kindFacts)
    .filter(hasFacts)
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
