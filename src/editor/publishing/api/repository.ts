import { realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { git } from './git';

export interface PublishPaths {
  manifest: string;
  publicDir: string;
}

/** The git work tree the manifest is in, and where its files are inside it. */
export interface Repository {
  root: string;
  /** The manifest, relative to the root with "/" (as git names it). */
  manifest: string;
  /** public/images/ relative to the root; undefined when it is outside the repository. */
  images?: string;
}

const gitPath = (root: string, path: string) => {
  const inside = relative(root, path);
  return inside.startsWith('..') || isAbsolute(inside) ? undefined : inside.split(sep).join('/');
};

/** The repository holding the manifest's folder, or undefined when it is in none (or git is not installed). */
export async function findRepository(paths: PublishPaths): Promise<Repository | undefined> {
  const top = await git(dirname(paths.manifest), ['rev-parse', '--show-toplevel']);
  if (!top.ok) return undefined;
  // git names the root by its real path, so the others are compared by theirs (a temporary folder may be a link).
  const root = top.stdout.trim();
  const manifest = gitPath(root, await realpath(paths.manifest));
  if (!manifest) return undefined;
  const images = await realpath(paths.publicDir).then(
    (publicDir) => gitPath(root, join(publicDir, 'images')),
    () => undefined,
  );
  return { root, manifest, images };
}

export interface PendingFile {
  path: string;
  /** Not in the last commit yet. */
  added: boolean;
}

/** The manifest and the new or changed files under public/images/ (deletions stay for a person to decide). */
export async function pendingFiles(repository: Repository): Promise<PendingFile[]> {
  const scope = [repository.manifest, ...(repository.images ? [repository.images] : [])];
  const status = await git(repository.root, [
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--',
    ...scope,
  ]);
  if (!status.ok) return [];
  const entries = status.stdout.split('\0').filter(Boolean);
  const pending: PendingFile[] = [];
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    const code = entry.slice(0, 2);
    // A rename is followed by its old name.
    if (code.includes('R') || code.includes('C')) index++;
    const path = entry.slice(3);
    const hidden = path.split('/').at(-1)!.startsWith('.');
    if (!code.includes('D') && !hidden) pending.push({ path, added: code === '??' || code.includes('A') });
  }
  return pending;
}

/** Commits here that no remote has: left by a publish whose push failed. */
export async function unpushedCount(root: string): Promise<number> {
  const count = await git(root, ['rev-list', '--count', 'HEAD', '--not', '--remotes']);
  return count.ok ? Number(count.stdout.trim()) : 0;
}

export async function remotes(root: string): Promise<string[]> {
  return (await git(root, ['remote'])).stdout.split('\n').filter(Boolean);
}
