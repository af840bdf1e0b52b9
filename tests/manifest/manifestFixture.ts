import { readFileSync } from 'node:fs';
import { formatProblem, validateManifestText, type ToolLanguage } from '../../src/manifest';

export const VALID_MANIFEST = 'tests/fixtures/manifests/valid.json';
export const FIXTURE_PUBLIC = 'tests/fixtures/public';
export const validText = readFileSync(VALID_MANIFEST, 'utf8');

/** The valid fixture with one edit; fails loudly if `from` is not there exactly once. */
export function edited(from: string | RegExp, to: string, text = validText): string {
  const count =
    typeof from === 'string'
      ? text.split(from).length - 1
      : (text.match(new RegExp(from.source, `${from.flags}g`)) ?? []).length;
  if (count !== 1) throw new Error(`expected one match of ${String(from)}, found ${count}`);
  return text.replace(from, to);
}

/** The report people would read for this text, one array item per printed line. */
export async function reportFor(text: string, lang: ToolLanguage = 'ko'): Promise<string[]> {
  const result = await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC, lang });
  return result.problems.flatMap((problem) => formatProblem(problem, 'site.json').split('\n'));
}
