/**
 * The kinds of file a site offers to download, by extension: what a visitor
 * is told (`name`), what the server sends as Content-Type, and how the file's
 * first bytes must begin. Data only: the validator, the build, the server and
 * the component read it. A file's bytes are checked, not only its name, since
 * a renamed file ("photo.jpg" saved as ".pdf") would reach visitors broken.
 */
export interface DownloadType {
  name: string;
  mediaType: string;
  /** The first bytes every file of the kind starts with, in hexadecimal. */
  signature: string;
}

// HWP 5 files are OLE compound documents; HWPX, DOCX and XLSX are ZIP archives (OOXML and OWPML).
const OLE = 'd0cf11e0a1b11ae1';
const ZIP = '504b0304';

export const DOWNLOAD_TYPES: Readonly<Record<string, DownloadType>> = {
  pdf: { name: 'PDF', mediaType: 'application/pdf', signature: '25504446' },
  hwp: { name: 'HWP', mediaType: 'application/x-hwp', signature: OLE },
  hwpx: { name: 'HWPX', mediaType: 'application/hwp+zip', signature: ZIP },
  docx: {
    name: 'DOCX',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signature: ZIP,
  },
  xlsx: {
    name: 'XLSX',
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    signature: ZIP,
  },
};

/** Bytes read from each file to compare with its signature. */
export const SIGNATURE_BYTES = 8;

/** The download type of a path by its extension, or undefined for any other file. */
export function downloadTypeOf(path: string): DownloadType | undefined {
  const extension = /\.([a-z]+)$/u.exec(path)?.[1];
  return extension !== undefined && Object.hasOwn(DOWNLOAD_TYPES, extension) ? DOWNLOAD_TYPES[extension] : undefined;
}
