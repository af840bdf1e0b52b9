import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { downloadTypeOf } from '../../src/kinds/files/downloadTypes';
import { guidePublicDir } from '../fixtures/editing-guide/guide-site';

export interface TempPublicDir {
  dir: string;
  /** Whether the guide's public/ already had this site path, e.g. "/images/x.svg". */
  existedBefore(sitePath: string): boolean;
  remove(): Promise<void>;
}

const standInSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#f4f6f8"/></svg>\n';

/**
 * A copy of the guide's public/ (tests/fixtures/editing-guide/) plus a stand-in at each site path a guide recipe tells staff
 * to add. The build only checks that a picture is there, so a small SVG does for
 * every picture; a download must begin as its type does, so it gets that beginning.
 */
export async function publicDirWithStandIns(sitePaths: string[], source = guidePublicDir): Promise<TempPublicDir> {
  const root = await mkdtemp(join(tmpdir(), 'editing-guide-'));
  const dir = join(root, 'public');
  await cp(source, dir, { recursive: true });
  for (const sitePath of sitePaths) {
    const file = join(dir, sitePath);
    if (existsSync(file)) continue;
    await mkdir(dirname(file), { recursive: true });
    const download = downloadTypeOf(sitePath);
    await writeFile(file, download ? Buffer.from(download.signature, 'hex') : standInSvg);
  }
  return {
    dir,
    existedBefore: (sitePath) => existsSync(join(source, sitePath)),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
