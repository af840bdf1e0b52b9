import type { NodeType } from '../render/nodes';
import type { KindOfType } from './Kind';
import { caseStudyKind } from './caseStudy/caseStudyKind';
import { categoryPageKind } from './categoryPage/categoryPageKind';
import { companyContactKind } from './companyContact/companyContactKind';
import { contactDetailsKind } from './contactDetails/contactDetailsKind';
import { equipmentGroupKind } from './equipmentGroup/equipmentGroupKind';
import { faqKind } from './faq/faqKind';
import { fullPageScrollerKind } from './fullPageScroller/fullPageScrollerKind';
import { greetingKind } from './greeting/greetingKind';
import { heroKind } from './hero/heroKind';
import { inquiryKind } from './inquiry/inquiryKind';
import { latestNoticesKind } from './latestNotices/latestNoticesKind';
import { locationKind } from './location/locationKind';
import { noticeBoardKind } from './noticeBoard/noticeBoardKind';
import { partnersKind } from './partners/partnersKind';
import { stackedPageKind } from './stackedPage/stackedPageKind';
import { textBlockKind } from './textBlock/textBlockKind';

/**
 * Every node kind by its `type`, one line each. Exhaustive by construction: a
 * type of the schema's node unions (the generated `NodeType`) without an
 * entry, an entry under a type that is not one, or a kind filed under another
 * kind's type fails to compile.
 */
export const kinds = {
  fullPageScroller: fullPageScrollerKind,
  stackedPage: stackedPageKind,
  categoryPage: categoryPageKind,
  hero: heroKind,
  companyContact: companyContactKind,
  greeting: greetingKind,
  partners: partnersKind,
  location: locationKind,
  inquiry: inquiryKind,
  contactDetails: contactDetailsKind,
  textBlock: textBlockKind,
  faq: faqKind,
  noticeBoard: noticeBoardKind,
  latestNotices: latestNoticesKind,
  equipmentGroup: equipmentGroupKind,
  caseStudy: caseStudyKind,
} satisfies { [T in NodeType]: KindOfType<T> };
