import { dirname, resolve } from 'node:path';
import type { ManifestProblem, PlacedProblem } from './ManifestProblem';
import type { SiteManifest } from './site.gen';
import { parseJsonDocument } from './json/parseJsonDocument';
import type { Lang } from './messages/Lang';
import { presentProblem } from './presentProblem';
import { crossReferenceProblems } from './references/crossReferenceProblems';
import { listPublicFiles } from './references/publicFiles';
import { indexRoutes } from './references/routeIndex';
import { withoutRejectedValues } from './references/withoutRejectedValues';
import { schemaProblems } from './schema/schemaProblems';
import { schemaErrors } from './schema/siteSchemaValidator';
import { readManifestFile } from './readManifestFile';
import { manifestWarnings } from './warnings/manifestWarnings';

export type ValidationResult =
  /** `warnings`: settings that are valid but should not be published (reported, never refused). */
  | { ok: true; manifest: SiteManifest; problems: []; warnings: ManifestProblem[] }
  | { ok: false; problems: ManifestProblem[]; unreadable?: boolean };

export interface ValidationOptions {
  /** Folder that image paths like "/images/x.svg" are relative to. Default: `public/` beside the manifest. */
  publicDir?: string;
  /** Language of messages and hints. Default: Korean. */
  lang?: Lang;
}

const byPosition = (a: PlacedProblem, b: PlacedProblem) => a.line - b.line || a.column - b.column;

export async function validateManifestText(text: string, file: string, options: ValidationOptions = {}): Promise<ValidationResult> {
  const lang = options.lang ?? 'ko';
  const parsed = parseJsonDocument(text);
  if (!parsed.document) return { ok: false, problems: parsed.problems.map((problem) => presentProblem(problem, parsed.partialValue, lang)) };
  const { document } = parsed;
  const data = document.value;

  const fromSchema = schemaProblems(schemaErrors(data), data);
  const publicFiles = await listPublicFiles(options.publicDir ?? resolve(dirname(file), 'public'));
  const lineOf = (pointer: string) => document.positionOf(pointer).line;
  // A value the schema already rejected would only be reported again, less precisely.
  const rejected = new Set(fromSchema.map((problem) => problem.pointer));
  const checkable = withoutRejectedValues(data, fromSchema);
  const fromReferences = crossReferenceProblems({ data: checkable, routes: indexRoutes(checkable), publicFiles, lineOf }).filter((problem) => !rejected.has(problem.pointer));

  const placed = [...parsed.problems, ...[...fromSchema, ...fromReferences].map(document.place)].sort(byPosition);
  if (placed.length > 0) return { ok: false, problems: placed.map((problem) => presentProblem(problem, data, lang)) };
  // The schema accepted it and the generated types come from that schema: this is the one place the cast is earned.
  const manifest = data as SiteManifest;
  const warnings = manifestWarnings(manifest).map(document.place).map((warning) => presentProblem(warning, data, lang));
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
