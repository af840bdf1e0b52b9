import { basename } from 'node:path';
import { validateManifestText } from '../../../manifest';
import type { ConflictAnswer, SaveAnswer, ValidateAnswer } from '../../shared/apiContract';
import { refusalWords } from '../../app/api/refusals';
import { documentBytes, versionOf, type DiskDocument } from './diskDocument';
import { draftText } from './draftText';
import { replaceIfUnchanged, type ReplaceSeams } from './replaceIfUnchanged';

export interface DocumentPaths {
  manifest: string;
  publicDir: string;
}

export interface CheckedDraft {
  /** The text a save would write. */
  text: string;
  answer: ValidateAnswer;
  ok: boolean;
}

/**
 * The draft checked as `npm run validate` would check the file a save writes, so lines and
 * columns refer to that text; worded for staff, who open the field instead of the file.
 */
export async function checkDraft(paths: DocumentPaths, disk: DiskDocument, draft: unknown): Promise<CheckedDraft> {
  const text = draftText(disk.text, draft);
  const result = await validateManifestText(text, paths.manifest, { publicDir: paths.publicDir, lang: 'editor' });
  const answer = result.ok ? { problems: [], warnings: result.warnings } : { problems: result.problems, warnings: [] };
  return { text, answer, ok: result.ok };
}

export type SaveOutcome =
  | { status: 200; answer: SaveAnswer }
  | { status: 409; answer: ConflictAnswer }
  | { status: 422; answer: ValidateAnswer };

const conflict = (disk: DiskDocument, fileName: string): SaveOutcome => ({
  status: 409,
  answer: {
    ...refusalWords('changed-on-disk', fileName),
    text: disk.text,
    version: disk.version,
  },
});

/**
 * Writes the draft over the file unless the file changed since the draft was
 * loaded (409, with what is there now) or the draft is invalid (422); either way
 * nothing is written. A draft equal to the file writes nothing either.
 * `read` reads the file as it is on disk now: once to begin with, and again when
 * another program changed it while the draft was being checked.
 */
export async function saveDraft(
  paths: DocumentPaths,
  read: () => Promise<DiskDocument>,
  draft: unknown,
  baseVersion: string,
  seams?: ReplaceSeams,
): Promise<SaveOutcome> {
  const fileName = basename(paths.manifest);
  const disk = await read();
  if (disk.version !== baseVersion) return conflict(disk, fileName);
  const checked = await checkDraft(paths, disk, draft);
  if (!checked.ok) return { status: 422, answer: checked.answer };
  if (checked.text === disk.text && !disk.problem)
    return { status: 200, answer: { version: disk.version, changed: false } };
  const bytes = documentBytes(checked.text, disk.bom);
  // Checking took a while, and another program may have written meanwhile: the compare that counts is the one at the rename.
  if (!(await replaceIfUnchanged(paths.manifest, bytes, baseVersion, seams))) return conflict(await read(), fileName);
  return { status: 200, answer: { version: versionOf(bytes), changed: true } };
}
