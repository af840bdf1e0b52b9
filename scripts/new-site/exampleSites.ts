import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../src/siteBuild/paths';

/** A site a new firm can start from: its manifest and its public folder, as a firm keeps them. */
export interface StarterSite {
  /** What `--from` calls it: the folder's name under examples/, or `lab` for the project's own site. */
  name: string;
  manifest: string;
  public: string;
}

export const examplesDir = join(projectRoot, 'examples');

/** Every folder of examples/ that holds a site.json, by name. */
export function exampleSites(dir = examplesDir): StarterSite[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'site.json')))
    .map((entry) => ({
      name: entry.name,
      manifest: join(dir, entry.name, 'site.json'),
      public: join(dir, entry.name, 'public'),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The examples, then the lab's own site at the project's root. */
export function starterSites(dir = examplesDir): StarterSite[] {
  return [
    ...exampleSites(dir),
    { name: 'lab', manifest: join(projectRoot, 'site.json'), public: join(projectRoot, 'public') },
  ];
}
