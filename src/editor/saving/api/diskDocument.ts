import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { decodeManifestBytes } from '../../../manifest/encoding/decodeManifestBytes';
import type { PlacedProblem } from '../../../manifest/ManifestProblem';

const BOM = '\uFEFF';

/** The manifest file as it is on disk now. */
export interface DiskDocument {
  /** sha256 of the bytes: what a save compares with the version its draft started from. */
  version: string;
  /** The text without its byte-order mark; lossy when the file is not UTF-8 (then `problem` says so). */
  text: string;
  /** The file starts with a UTF-8 byte-order mark, which a save keeps. */
  bom: boolean;
  problem?: PlacedProblem;
}

export const versionOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function readDiskDocument(file: string): Promise<DiskDocument> {
  const bytes = await readFile(file);
  const version = versionOf(bytes);
  const decoded = decodeManifestBytes(bytes);
  if ('problem' in decoded)
    return { version, text: new TextDecoder().decode(bytes), bom: false, problem: decoded.problem };
  const bom = decoded.text.startsWith(BOM);
  return { version, text: bom ? decoded.text.slice(1) : decoded.text, bom };
}

/** The bytes to write for `text`, with the byte-order mark the file had. */
export const documentBytes = (text: string, bom: boolean) => Buffer.from(bom ? BOM + text : text, 'utf8');
