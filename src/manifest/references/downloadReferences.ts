import { downloadTypeOf } from '../../kinds/files/downloadTypes';
import type { UnplacedProblem } from '../ManifestProblem';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { namesByFolder, nearestFile } from './imageReferences';
import { stringsWhere } from './manifestShape';
import type { PublicFiles } from './publicFiles';

/** A "." or ".." between slashes: a path that may climb out of public/ ("/files/../../site.json.pdf"). */
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/u;

type DownloadProblem = Extract<
  UnplacedProblem,
  { code: 'missing-download' | 'download-outside-public' | 'download-wrong-type' }
>;

function problemOf(
  sitePath: string,
  pointer: string,
  publicFiles: PublicFiles,
  folders: () => Map<string, string[]>,
): DownloadProblem | undefined {
  const folder = publicFiles.name;
  if (DOT_SEGMENT.test(sitePath) || sitePath.includes('//'))
    return { code: 'download-outside-public', pointer, params: { path: sitePath, folder, link: false } };
  const facts = publicFiles.downloads.get(sitePath);
  if (!facts)
    return {
      code: 'missing-download',
      pointer,
      params: {
        path: sitePath,
        folder,
        suggestion: nearestFile(sitePath, publicFiles.paths, folders()),
        folderExists: publicFiles.exists,
      },
    };
  if (facts.outside)
    return { code: 'download-outside-public', pointer, params: { path: sitePath, folder, link: true } };
  const type = downloadTypeOf(sitePath)!;
  if (!facts.head.startsWith(type.signature))
    return {
      code: 'download-wrong-type',
      pointer,
      params: { path: sitePath, folder, type: type.name, empty: facts.bytes === 0 },
    };
  return undefined;
}

/**
 * Every file offered for download must be in public/ and be what its name
 * says: the site would otherwise link to a 404, to a file outside the site,
 * or to a renamed file no program opens.
 */
export function downloadProblems({ data, publicFiles }: CrossReferenceContext): UnplacedProblem[] {
  let folders: Map<string, string[]> | undefined;
  const foldersOnce = () => (folders ??= namesByFolder(publicFiles.paths));
  return stringsWhere(data, (key, text) => key === 'path' && downloadTypeOf(text) !== undefined).flatMap(
    ({ text, pointer }) => problemOf(text, pointer, publicFiles, foldersOnce) ?? [],
  );
}
