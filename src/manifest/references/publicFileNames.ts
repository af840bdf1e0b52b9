import type { UnplacedProblem } from '../ManifestProblem';
import type { PublicFiles } from './publicFiles';

// The schema's ImagePath: a file found in public/ is only suggested when it could be written as is.
const writablePath = /^\/[A-Za-z0-9_./-]+\.(svg|png|jpe?g|webp|avif)$/;

/**
 * A path the schema refused and repaired ("/images/Partner.SVG" → "/images/Partner.svg")
 * is pointed at the file public/ really holds when only the letter case differs
 * ("/images/partner.svg"): the hint then names that file, not a rename.
 */
export function repairedToPublicFiles(problems: UnplacedProblem[], publicFiles: PublicFiles): UnplacedProblem[] {
  if (!publicFiles.exists) return problems;
  let byLowerCase: Map<string, string> | undefined;
  return problems.map((problem) => {
    if (
      problem.code !== 'pattern' ||
      !problem.params.repaired?.startsWith('/') ||
      publicFiles.paths.has(problem.params.repaired)
    )
      return problem;
    byLowerCase ??= new Map([...publicFiles.paths].map((path) => [path.toLowerCase(), path]));
    const existing = byLowerCase.get(problem.params.repaired.toLowerCase());
    if (existing === undefined || !writablePath.test(existing)) return problem;
    const { rename: _rename, ...params } = problem.params;
    return { ...problem, params: { ...params, repaired: existing } };
  });
}
