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
function nearestFile(sitePath: string, files: ReadonlySet<string>): string | undefined {
  const folder = folderOf(sitePath);
  const neighbours = [...files].filter((file) => folderOf(file) === folder);
  const name = nearest(sitePath.slice(folder.length), neighbours.map((file) => file.slice(folder.length)));
  return name !== undefined ? folder + name : nearest(sitePath, files, 2);
}

export function missingImages({ data, publicFiles }: CrossReferenceContext): UnplacedProblem[] {
  return imagePaths(data)
    .filter(({ sitePath }) => !publicFiles.paths.has(sitePath))
    .map(({ sitePath, pointer }) => ({
      code: 'missing-image',
      pointer,
      params: { path: sitePath, folder: publicFiles.name, suggestion: nearestFile(sitePath, publicFiles.paths), folderExists: publicFiles.exists },
    }));
}
