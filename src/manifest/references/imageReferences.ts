import type { UnplacedProblem } from '../ManifestProblem';
import { nearest } from '../suggest';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { stringsWhere } from './manifestShape';

// Image.src, Background.image, Banner.image, Site.heroImage and Site.ogImage.
// `image` is also the key of whole Image objects, which are walked into instead.
const IMAGE_KEYS = new Set(['src', 'image', 'heroImage', 'ogImage']);

function imagePaths(value: unknown): { sitePath: string; pointer: string }[] {
  return stringsWhere(value, (key) => IMAGE_KEYS.has(key)).map(({ text, pointer }) => ({ sitePath: text, pointer }));
}

const folderOf = (sitePath: string) => sitePath.slice(0, sitePath.lastIndexOf('/') + 1);

/**
 * A typo in the file name within its folder, or a slip of a letter or two in
 * the folder. Folders often hold same-named files for different uses
 * (examples/ic-2.svg, instruments/ic-2.svg), so a far match would mislead.
 */
export function nearestFile(
  sitePath: string,
  files: ReadonlySet<string>,
  namesByFolder: ReadonlyMap<string, string[]>,
): string | undefined {
  const folder = folderOf(sitePath);
  const name = nearest(sitePath.slice(folder.length), namesByFolder.get(folder) ?? []);
  return name !== undefined ? folder + name : nearest(sitePath, files, 2);
}

/** File names by folder, listed once per check rather than once per missing image. */
export function namesByFolder(files: ReadonlySet<string>): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  for (const file of files) {
    const folder = folderOf(file);
    const names = folders.get(folder) ?? [];
    names.push(file.slice(folder.length));
    folders.set(folder, names);
  }
  return folders;
}

export function missingImages({ data, publicFiles }: CrossReferenceContext): UnplacedProblem[] {
  const folders = namesByFolder(publicFiles.paths);
  return imagePaths(data)
    .filter(({ sitePath }) => !publicFiles.paths.has(sitePath))
    .map(({ sitePath, pointer }) => ({
      code: 'missing-image',
      pointer,
      params: {
        path: sitePath,
        folder: publicFiles.name,
        suggestion: nearestFile(sitePath, publicFiles.paths, folders),
        folderExists: publicFiles.exists,
      },
    }));
}
