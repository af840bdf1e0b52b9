import type { LocalText } from '../../manifest/language/localText';
import type { DownloadFile } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { downloadSize } from './downloadSize';
import { downloadTypeOf } from './downloadTypes';
import { fileFacts } from './fileFacts';

export interface DownloadLink {
  label: LocalText;
  description?: LocalText;
  /** The path percent-encoded, so a Korean file name is a valid URL in every browser and crawler. */
  href: string;
  mediaType: string;
  /** Type and size, in the page's language: "PDF · 182KB", "PDF, 182 KB". */
  facts: string;
  /** In the editor's preview, the place of the file's path, which type and size are read from. */
  factsPlace?: string;
}

/** The place of a file's path beside its name's, which the preview marks (markPlaces.ts); the path itself is not a text. */
const pathPlace = (label: LocalText) =>
  typeof label !== 'string' && label.place?.endsWith('/label')
    ? { factsPlace: `${label.place.slice(0, -6)}/path` }
    : {};

/** Each file as its link: the validator has checked every path names a download type, so the lookup always finds one. */
export function downloadLinks(files: readonly Localized<DownloadFile>[], language: string): DownloadLink[] {
  return files.map((file) => {
    const type = downloadTypeOf(file.path)!;
    return {
      label: file.label,
      ...(file.description !== undefined && { description: file.description }),
      href: encodeURI(file.path),
      mediaType: type.mediaType,
      facts: fileFacts(type, downloadSize(file), language),
      ...pathPlace(file.label),
    };
  });
}
