import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { projectRoot } from '../../src/siteBuild/paths';
import { newSiteError } from './newSiteMessages';
import { starterSites, type StarterSite } from './exampleSites';

/** The editor's and the validator's schema, as the new site.json's `$schema` must name it from its folder. */
function schemaReference(folder: string): string {
  const path = relative(folder, join(projectRoot, 'schema/site.schema.json')).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

async function isEmptyOrAbsent(folder: string): Promise<boolean> {
  return readdir(folder).then(
    (entries) => entries.length === 0,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return true;
      throw error;
    },
  );
}

/**
 * Copies a starter's site.json and public/ into `folder` (absent or empty), its `$schema` pointed at this project's
 * schema from there. Everything is written into a hidden folder beside it first and renamed into place at the end, so an
 * interrupted copy never leaves a half-made site under the folder's name. Returns the new site's files.
 */
export async function startSite(
  folderArg: string,
  from: string,
  starters: StarterSite[] = starterSites(),
): Promise<StarterSite> {
  const starter = starters.find((site) => site.name === from);
  if (!starter) throw newSiteError('unknown-starter', { name: from, starters: starters.map((site) => site.name) });
  const folder = resolve(folderArg);
  if (!(await isEmptyOrAbsent(folder))) throw newSiteError('folder-not-empty', { folder: folderArg });
  await mkdir(dirname(folder), { recursive: true });
  const draft = await mkdtemp(join(dirname(folder), `.${basename(folder)}-`));
  try {
    const manifest = JSON.parse(await readFile(starter.manifest, 'utf8')) as Record<string, unknown>;
    await writeFile(
      join(draft, 'site.json'),
      `${JSON.stringify({ ...manifest, $schema: schemaReference(folder) }, null, 2)}\n`,
    );
    await cp(starter.public, join(draft, 'public'), { recursive: true, errorOnExist: true });
    // rename(2) replaces an empty folder the author made beforehand, and refuses one that filled up meanwhile.
    await rename(draft, folder);
  } catch (error) {
    await rm(draft, { recursive: true, force: true });
    throw error;
  }
  return { name: basename(folder), manifest: join(folder, 'site.json'), public: join(folder, 'public') };
}
