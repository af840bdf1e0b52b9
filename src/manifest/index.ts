// The manifest's public face, used by build.mjs, the dev server and `npm run validate`.
export {
  validateManifestFile,
  validateManifestText,
  type ValidationOptions,
  type ValidationResult,
} from './validateManifest';
export { displayPath, formatFailureReport, formatProblem, formatSummary, formatWarning } from './formatProblem';
export { githubAnnotation } from './report/githubAnnotation';
export { jsonReport, type JsonReport } from './report/jsonReport';
export { isToolLanguage, type ToolLanguage } from '../messages/toolLanguage';
export { optionTakenByNpm } from './cli/optionTakenByNpm';
export { OPTION_TAKEN_BY_NPM } from './messages/fileCatalogue';
export type { ManifestProblem, ProblemCode } from './ManifestProblem';
export type { SiteManifest } from './site.gen';
export {
  translationCompleteness,
  isComplete,
  countCell,
  type Completeness,
  type LanguageCount,
  type PageCompleteness,
} from './translations/completeness';
export { completenessOfFile } from './translations/completenessOfFile';
export { completenessTable } from './translations/completenessTable';
