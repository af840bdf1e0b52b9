import type { NodeType } from '../render/nodes';
import type { KindOfType } from './Kind';
import { callToActionKind } from './callToAction/callToActionKind';
import { cardsKind } from './cards/cardsKind';
import { caseStudyKind } from './caseStudy/caseStudyKind';
import { categoryPageKind } from './categoryPage/categoryPageKind';
import { companyContactKind } from './companyContact/companyContactKind';
import { contactDetailsKind } from './contactDetails/contactDetailsKind';
import { equipmentGroupKind } from './equipmentGroup/equipmentGroupKind';
import { faqKind } from './faq/faqKind';
import { filesKind } from './files/filesKind';
import { fullPageScrollerKind } from './fullPageScroller/fullPageScrollerKind';
import { galleryKind } from './gallery/galleryKind';
import { greetingKind } from './greeting/greetingKind';
import { heroKind } from './hero/heroKind';
import { imageTextKind } from './imageText/imageTextKind';
import { inquiryKind } from './inquiry/inquiryKind';
import { latestNoticesKind } from './latestNotices/latestNoticesKind';
import { locationKind } from './location/locationKind';
import { noticeBoardKind } from './noticeBoard/noticeBoardKind';
import { partnersKind } from './partners/partnersKind';
import { peopleKind } from './people/peopleKind';
import { stackedPageKind } from './stackedPage/stackedPageKind';
import { tableKind } from './table/tableKind';
import { textBlockKind } from './textBlock/textBlockKind';
import { videoKind } from './video/videoKind';

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
  gallery: galleryKind,
  video: videoKind,
  cards: cardsKind,
  people: peopleKind,
  table: tableKind,
  callToAction: callToActionKind,
  imageText: imageTextKind,
  files: filesKind,
  noticeBoard: noticeBoardKind,
  latestNotices: latestNoticesKind,
  equipmentGroup: equipmentGroupKind,
  caseStudy: caseStudyKind,
} satisfies { [T in NodeType]: KindOfType<T> };
