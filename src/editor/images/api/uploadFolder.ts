import { realpath } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { Refusal } from '../../app/api/refusals';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

const isInside = (dir: string, path: string) => {
  const fromDir = relative(dir, path);
  return fromDir === '' || (!fromDir.startsWith(`..${sep}`) && fromDir !== '..' && !isAbsolute(fromDir));
};

/**
 * The folder under public/images/ an upload goes to, e.g. "instruments". Only
 * plain names (letters, digits, - and _) joined by "/" are accepted: no "..", no absolute path,
 * no backslash; and the folder, once made, must still be inside public/ (a
 * symbolic link could lead elsewhere).
 */
export function uploadFolder(publicDir: string, folder: string): { dir: string; sitePath: string } {
  const trimmed = folder.trim().replace(/\/+$/, '');
  const segments = trimmed === '' ? [] : trimmed.split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) throw new Refusal('bad-folder', folder);
  const dir = join(publicDir, 'images', ...segments);
  return { dir, sitePath: ['', 'images', ...segments].join('/') };
}

/** Refuses a folder that, through a symbolic link, is not inside public/. */
export async function assertInsidePublic(publicDir: string, dir: string, folder: string): Promise<void> {
  const [realPublic, realDir] = await Promise.all([realpath(publicDir), realpath(dir)]);
  if (!isInside(realPublic, realDir)) throw new Refusal('bad-folder', folder);
}
