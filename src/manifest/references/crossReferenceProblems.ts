import type { UnplacedProblem } from '../ManifestProblem';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { unknownReferences } from './idReferences';
import { missingImages } from './imageReferences';
import { unresolvedInternalLinks } from './internalLinks';
import { unresolvedMenuLinks } from './menuLinks';
import { invalidPostDates, postPageClashes } from './noticeChecks';
import { unreachableRoutes } from './routeReachability';
import { duplicateHashes, duplicateIds, sectionPageClashes } from './uniqueIds';

const CHECKS = [
  duplicateIds,
  duplicateHashes,
  sectionPageClashes,
  postPageClashes,
  invalidPostDates,
  unknownReferences,
  missingImages,
  unresolvedMenuLinks,
  unresolvedInternalLinks,
  unreachableRoutes,
];

/** What AJV cannot check: that ids are unique, and that references, images and links lead somewhere. */
export function crossReferenceProblems(context: CrossReferenceContext): UnplacedProblem[] {
  return CHECKS.flatMap((check) => check(context));
}
