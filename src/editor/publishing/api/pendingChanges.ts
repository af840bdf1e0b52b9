import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeChanges, oneLine } from '../../shared/changeSummary';
import { git } from './git';
import type { PendingFile, Repository } from './repository';

const parsed = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** What a publish would commit, named against the last commit: its manifest (git show HEAD:site.json) and the image files. */
export async function pendingChanges(repository: Repository, pending: PendingFile[]): Promise<string[]> {
  const changes: string[] = [];
  if (pending.some((file) => file.path === repository.manifest)) {
    const committed = await git(repository.root, ['show', `HEAD:${repository.manifest}`]);
    const now = await readFile(join(repository.root, repository.manifest), 'utf8');
    const described = describeChanges(
      parsed(committed.ok ? committed.stdout : undefined),
      parsed(now.replace(/^\uFEFF/, '')),
    );
    // Changed by hand in a way that changes no value (spacing, order of keys): still a change to name.
    changes.push(...(described.length > 0 ? described : [`${repository.manifest.split('/').at(-1)} 모양 정리`]));
  }
  for (const file of pending.filter((file) => file.path !== repository.manifest)) {
    changes.push(`이미지 ${file.added ? '추가' : '수정'} ${oneLine(file.path.split('/').at(-1)!)}`);
  }
  return changes;
}

/** What the commit message names as the place of the changes: the manifest, or the images' folder when only images changed. */
export const changeScope = (repository: Repository, pending: PendingFile[]) =>
  pending.some((file) => file.path === repository.manifest)
    ? repository.manifest.split('/').at(-1)!
    : (repository.images ?? 'public/images');
