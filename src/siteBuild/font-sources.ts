import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FontChoice } from '../theme/siteFonts';
import type { FontWeight } from './fonts';

/** A file of a bundled font and the characters it holds (all, without a range). */
export interface FontSource {
  file: string;
  path: string;
  weight: FontWeight;
  /** Code point ranges, [first, last], inclusive. */
  ranges?: readonly (readonly [number, number])[];
}

/**
 * The weights the pages draw (400 text, 600 labels, 700 headings): a variable
 * face's weight axis is cut to them. Pretendard subset to the lab's characters
 * weighs about 97 KB so, less than the static 400 and 700 (114 KB), and draws 600 as 600.
 */
export const pageWeights = [400, 700] as const;

export const pretendardVariableDir = (root: string) => join(root, 'node_modules/pretendard/dist/web/variable/woff2');
const notoSerifDir = (root: string) => join(root, 'node_modules/@fontsource-variable/noto-serif-kr');

/** "U+ac00-ac0f,U+ac11" as ranges of code points. */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/iu, '').split('-') as [string, string?];
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

/**
 * The files of the site's font. Pretendard is one variable file; Noto Serif KR
 * comes (from Fontsource, as Google Fonts serves it) in some 120 files, each
 * holding a slice of the characters: the build takes those holding the site's
 * characters. The system's fonts have none.
 */
export async function fontSources(root: string, choice: FontChoice): Promise<FontSource[]> {
  if (choice === 'system') return [];
  if (choice === 'sans') {
    const file = 'PretendardVariable.woff2';
    return [{ file, path: join(pretendardVariableDir(root), file), weight: pageWeights }];
  }
  const slices = JSON.parse(await readFile(join(notoSerifDir(root), 'unicode.json'), 'utf8')) as Record<string, string>;
  return Object.entries(slices).map(([slice, range]) => {
    const file = `noto-serif-kr-${slice.replace(/[[\]]/gu, '')}-wght-normal.woff2`;
    return {
      file,
      path: join(notoSerifDir(root), 'files', file),
      weight: pageWeights,
      ranges: parseUnicodeRange(range),
    };
  });
}

/**
 * The characters each file is to draw: each character once, by the first file
 * holding it (the slices of the Latin subsets overlap a little), files holding
 * none left out.
 */
export function charactersBySource(sources: readonly FontSource[], characters: string): [FontSource, string][] {
  const bySource = new Map<FontSource, string>();
  for (const character of new Set(characters)) {
    const point = character.codePointAt(0)!;
    const source = sources.find(
      ({ ranges }) => !ranges || ranges.some(([first, last]) => point >= first && point <= last),
    );
    if (source) bySource.set(source, (bySource.get(source) ?? '') + character);
  }
  return sources.filter((source) => bySource.has(source)).map((source) => [source, bySource.get(source)!]);
}

/** The characters as a CSS unicode-range, runs of consecutive code points joined. */
export function unicodeRangeOf(characters: string): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0)!))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16);
  return runs.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
}
