import { dirname, resolve } from 'node:path';
import { contrastProblems } from './contrast/contrastProblems';
import type { ManifestProblem, PlacedProblem } from './ManifestProblem';
import type { SiteManifest } from './site.gen';
import { nestingTooDeep } from './json/nestingDepth';
import { parseJsonDocument } from './json/parseJsonDocument';
import { languageOf, type Reader } from './messages/reader';
import { presentProblem } from './presentProblem';
import { crossReferenceProblems } from './references/crossReferenceProblems';
import { repairedToPublicFiles } from './references/publicFileNames';
import { listPublicFiles, type PublicFiles } from './references/publicFiles';
import { indexRoutes } from './references/routeIndex';
import { withoutRejectedValues } from './references/withoutRejectedValues';
import { schemaProblems } from './schema/schemaProblems';
import { schemaErrors } from './schema/siteSchemaValidator';
import { readManifestFile } from './readManifestFile';
import { translationProblems } from './translations/translationProblems';
import { SUGGESTION_BUDGET_PER_VALIDATION, withSuggestionBudget } from './suggest';
import { manifestWarnings } from './warnings/manifestWarnings';

export type ValidationResult =
  /** `warnings`: settings that are valid but should not be published (reported, never refused). */
  | { ok: true; manifest: SiteManifest; problems: []; warnings: ManifestProblem[] }
  | { ok: false; problems: ManifestProblem[]; unreadable?: boolean };

export interface ValidationOptions {
  /** Folder that image paths like "/images/x.svg" are relative to. Default: `public/` beside the manifest. */
  publicDir?: string;
  /** Language of messages and hints, or 'editor' for the editor's staff words. Default: Korean. */
  lang?: Reader;
}

const byPosition = (a: PlacedProblem, b: PlacedProblem) => a.line - b.line || a.column - b.column;

/**
 * More than anyone reads before fixing and validating again; putting 100,000 of
 * them into words took seconds (issue 9). One more problem says that there are more.
 */
export const MAX_REPORTED_PROBLEMS = 1000;

function reported(placed: PlacedProblem[], data: unknown, lang: Reader): ManifestProblem[] {
  const shown = placed.slice(0, MAX_REPORTED_PROBLEMS).map((problem) => presentProblem(problem, data, lang));
  const next = placed[MAX_REPORTED_PROBLEMS];
  if (!next) return shown;
  return [
    ...shown,
    presentProblem(
      {
        code: 'too-many-problems',
        params: { shown: MAX_REPORTED_PROBLEMS },
        pointer: '',
        line: next.line,
        column: next.column,
      },
      data,
      lang,
    ),
  ];
}

/**
 * Whatever the text holds, the result is a report: an error inside the checker
 * becomes one problem saying so, never a stack trace (issue 9).
 */
export async function validateManifestText(
  text: string,
  file: string,
  options: ValidationOptions = {},
): Promise<ValidationResult> {
  const lang = options.lang ?? 'ko';
  try {
    const publicFiles = await listPublicFiles(options.publicDir ?? resolve(dirname(file), 'public'));
    // Synchronous from here on, so the budget is this validation's alone.
    return withSuggestionBudget(SUGGESTION_BUDGET_PER_VALIDATION, () => checkManifestText(text, publicFiles, lang));
  } catch (error) {
    const detail = (error instanceof Error ? `${error.name}: ${error.message}` : String(error))
      .split('\n')[0]!
      .slice(0, 200);
    return {
      ok: false,
      problems: [
        presentProblem(
          { code: 'internal-error', params: { detail }, pointer: '', line: 1, column: 1 },
          undefined,
          lang,
        ),
      ],
    };
  }
}

function checkManifestText(text: string, publicFiles: PublicFiles, lang: Reader): ValidationResult {
  const tooDeep = nestingTooDeep(text);
  if (tooDeep) return { ok: false, problems: [presentProblem(tooDeep, undefined, lang)] };
  const parsed = parseJsonDocument(text);
  if (!parsed.document) return { ok: false, problems: reported(parsed.problems, parsed.partialValue, lang) };
  const { document } = parsed;
  const data = document.value;

  const fromSchema = repairedToPublicFiles(
    schemaProblems(schemaErrors(data), data, MAX_REPORTED_PROBLEMS + 1),
    publicFiles,
  );
  const lineOf = (pointer: string) => document.positionOf(pointer).line;
  // A value the schema already rejected would only be reported again, less precisely.
  const rejected = new Set(fromSchema.map((problem) => problem.pointer));
  const checkable = withoutRejectedValues(data, fromSchema);
  const fromReferences = crossReferenceProblems({
    data: checkable,
    routes: indexRoutes(checkable),
    publicFiles,
    lineOf,
  }).filter((problem) => !rejected.has(problem.pointer));
  const fromContrast = contrastProblems(checkable);
  const translations = translationProblems(checkable, languageOf(lang));
  // A translation the schema rejected (an empty "en") would read as missing too.
  const holdsRejected = new Set(
    [...rejected].flatMap((pointer) =>
      pointer.split('/').map((_, index, segments) => segments.slice(0, index + 1).join('/')),
    ),
  );
  const fromTranslations = translations.problems.filter(
    (problem) => !(problem.code === 'missing-language-switch-label' ? rejected : holdsRejected).has(problem.pointer),
  );

  // Placing a problem walks the document; past the report's length it would be wasted on thousands.
  const toPlace = [...fromSchema, ...fromReferences, ...fromContrast, ...fromTranslations].slice(
    0,
    MAX_REPORTED_PROBLEMS + 1,
  );
  const placed = [...parsed.problems, ...toPlace.map(document.place)].sort(byPosition);
  if (placed.length > 0) return { ok: false, problems: reported(placed, data, lang) };
  // The schema accepted it and the generated types come from that schema: this is the one place the cast is earned.
  const manifest = data as SiteManifest;
  const warnings = [...manifestWarnings(manifest), ...translations.warnings]
    .map(document.place)
    .map((warning) => presentProblem(warning, data, lang));
  return { ok: true, manifest, problems: [], warnings };
}

export async function validateManifestFile(file: string, options: ValidationOptions = {}): Promise<ValidationResult> {
  const read = await readManifestFile(file);
  if ('problem' in read) {
    const problems = [presentProblem(read.problem, undefined, options.lang ?? 'ko')];
    return read.unreadable ? { ok: false, problems, unreadable: true } : { ok: false, problems };
  }
  return validateManifestText(read.text, file, options);
}
