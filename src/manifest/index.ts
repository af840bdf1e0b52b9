// The manifest's public face, used by build.mjs, the dev server and `npm run validate`.
export { validateManifestFile, validateManifestText, type ValidationOptions, type ValidationResult } from './validateManifest';
export { formatProblem, formatSummary } from './formatProblem';
export type { ManifestProblem, ProblemCode } from './ManifestProblem';
export type { SiteManifest } from './site.gen';
