import type { UnplacedProblem } from '../ManifestProblem';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { downloadProblems } from './downloadReferences';
import { unknownReferences } from './idReferences';
import { missingImages } from './imageReferences';
import { inquiryFieldProblems } from './inquiryFieldChecks';
import { unresolvedInternalLinks } from './internalLinks';
import { missingOutsideLinkLabel, unresolvedMenuLinks } from './menuLinks';
import { pageHeadingProblems } from './pageHeadings';
import { openingHoursProblems } from './openingHoursChecks';
import { invalidPostDates, postPageClashes } from './noticeChecks';
import { siteNeedsProblems } from './kindNeeds';
import { unreachableRoutes } from './routeReachability';
import { unevenTableRows } from './tableRows';
import { unresolvedTextLinks } from './textLinks';
import { duplicateHashes, duplicateIds, sectionPageClashes } from './uniqueIds';

const CHECKS = [
  duplicateIds,
  duplicateHashes,
  sectionPageClashes,
  postPageClashes,
  invalidPostDates,
  unknownReferences,
  missingImages,
  downloadProblems,
  openingHoursProblems,
  siteNeedsProblems,
  unresolvedMenuLinks,
  missingOutsideLinkLabel,
  pageHeadingProblems,
  unresolvedInternalLinks,
  unresolvedTextLinks,
  unreachableRoutes,
  unevenTableRows,
  inquiryFieldProblems,
];

/** What AJV cannot check: that ids are unique, that references, images and links lead somewhere, and that a table's rows fit its header. */
export function crossReferenceProblems(context: CrossReferenceContext): UnplacedProblem[] {
  return CHECKS.flatMap((check) => check(context));
}
