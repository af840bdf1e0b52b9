import type { UnplacedProblem } from '../ManifestProblem';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { downloadProblems } from './downloadReferences';
import { unknownReferences } from './idReferences';
import { missingImages } from './imageReferences';
import { unresolvedInternalLinks } from './internalLinks';
import { unresolvedMenuLinks } from './menuLinks';
import { openingHoursProblems } from './openingHoursChecks';
import { unreachableRoutes } from './routeReachability';
import { duplicateHashes, duplicateIds, sectionPageClashes } from './uniqueIds';

const CHECKS = [
  duplicateIds,
  duplicateHashes,
  sectionPageClashes,
  unknownReferences,
  missingImages,
  downloadProblems,
  openingHoursProblems,
  unresolvedMenuLinks,
  unresolvedInternalLinks,
  unreachableRoutes,
];

/** What AJV cannot check: that ids are unique, and that references, images and links lead somewhere. */
export function crossReferenceProblems(context: CrossReferenceContext): UnplacedProblem[] {
  return CHECKS.flatMap((check) => check(context));
}
