import { cp, mkdir, readlink, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { currentReleaseOf, releaseLayout, releasesDirOf } from '../../../src/siteServer/release/releaseLayout';

/**
 * The build at `fromOut` as an operator copies it to a server: the current
 * release, its `current` link and the `dist` link (not the link to the
 * project's packages a release outside the project gets).
 */
export async function copyCurrentRelease(fromOut: string, toOut: string): Promise<string> {
  const id = await readlink(currentReleaseOf(fromOut));
  const releases = releasesDirOf(toOut);
  await mkdir(releases, { recursive: true });
  await cp(join(releasesDirOf(fromOut), id), join(releases, id), { recursive: true, verbatimSymlinks: true });
  await symlink(id, currentReleaseOf(toOut));
  await symlink(join(`${releasesDirOf(toOut).split('/').pop()}`, 'current', releaseLayout.site), toOut);
  return id;
}
