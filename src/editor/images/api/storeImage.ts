import { randomBytes } from 'node:crypto';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describeSvgProblem, isTooComplex, type SvgProblem } from '../../../svg/svgProblem';
import { svgShapeProblem } from '../../../svg/svgShape';
import type { UploadAnswer } from '../../shared/apiContract';
import { Refusal } from '../../app/api/refusals';
import { extensionOf, sniffImageKind, type ImageKind } from './imageKind';
import { numberedName, safeFileName } from './safeFileName';
import { assertInsidePublic, uploadFolder } from './uploadFolder';

/** Wider photos are scaled down to this: twice the widest the site shows, more than any screen needs. */
export const maxPhotoWidth = 2400;

export interface Upload {
  fileName: string;
  data: Buffer;
  /** Under public/images/, e.g. "instruments"; '' for public/images/ itself. */
  folder: string;
}

interface Prepared {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * An SVG as the site may publish it (src/svg/cleanSvg.ts), so the stored file runs nothing and loads nothing.
 * Loaded with the first SVG: jsdom takes a second or two, which starting the editor need not wait for.
 */
async function cleanedSvg(upload: Upload): Promise<{ data: Buffer; removed: string[] }> {
  const text = upload.data.toString('utf8');
  // cleanSvg checks the limits too; here they are checked before jsdom is loaded, so a refusal never waits for it.
  const shape = svgShapeProblem(text);
  if (shape) throw svgRefusal(upload.fileName, shape);
  const { cleanSvg } = await import('../../../svg/cleanSvg');
  const cleaning = cleanSvg(text);
  if (!cleaning.ok) throw svgRefusal(upload.fileName, cleaning.problem);
  return { data: Buffer.from(cleaning.svg), removed: cleaning.removed };
}

function svgRefusal(fileName: string, problem: SvgProblem): Refusal {
  const { message, hint } = describeSvgProblem(fileName, problem);
  return new Refusal(isTooComplex(problem) ? 'svg-too-complex' : 'unreadable-svg', { message, hint });
}

async function prepare(data: Buffer, kind: ImageKind, fileName: string): Promise<Prepared> {
  let oriented: { width: number; height: number };
  try {
    ({ autoOrient: oriented } = await sharp(data).metadata());
  } catch {
    throw new Refusal('unreadable-image', fileName);
  }
  if (!oriented.width || !oriented.height) throw new Refusal('unreadable-image', fileName);
  if (kind === 'svg' || oriented.width <= maxPhotoWidth) return { data, ...oriented };
  const { data: scaled, info } = await sharp(data)
    .autoOrient()
    .resize({ width: maxPhotoWidth })
    .toFormat(kind, { quality: 85 })
    .toBuffer({ resolveWithObject: true });
  return { data: scaled, width: info.width, height: info.height };
}

/**
 * Writes the file under a name no other file has: a link to a finished
 * temporary file either takes the name or fails, so two uploads of the same
 * name at once cannot overwrite each other, and nobody sees half a file.
 */
async function writeUnderFreeName(dir: string, name: string, data: Buffer): Promise<string> {
  const temporary = join(dir, `.upload-${randomBytes(6).toString('hex')}.tmp`);
  await writeFile(temporary, data, { flag: 'wx' });
  try {
    for (let attempt = 1; ; attempt++) {
      const candidate = numberedName(name, attempt);
      try {
        await link(temporary, join(dir, candidate));
        return candidate;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Stores an upload in public/images/, refusing what is not a JPEG, PNG, WebP
 * or SVG image by its content; an SVG is cleaned first, and the answer says what that removed.
 */
export async function storeImage(publicDir: string, upload: Upload): Promise<UploadAnswer> {
  const { dir, sitePath } = uploadFolder(publicDir, upload.folder);
  const kind = sniffImageKind(upload.data);
  if (!kind) throw new Refusal('image-type', upload.fileName);
  const { data, removed } = kind === 'svg' ? await cleanedSvg(upload) : { data: upload.data, removed: [] };
  const prepared = await prepare(data, kind, upload.fileName);
  await mkdir(dir, { recursive: true });
  await assertInsidePublic(publicDir, dir, upload.folder);
  const name = await writeUnderFreeName(
    dir,
    safeFileName(upload.fileName, upload.data, extensionOf[kind]),
    prepared.data,
  );
  const image = {
    src: `${sitePath}/${name}`,
    width: prepared.width,
    height: prepared.height,
    bytes: prepared.data.length,
  };
  return removed.length > 0 ? { ...image, removed } : image;
}
