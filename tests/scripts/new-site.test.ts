import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateManifestFile } from '../../src/manifest/index';
import { projectRoot } from '../../src/siteBuild/paths';
import { exampleSites, starterSites, type StarterSite } from '../../scripts/new-site/exampleSites';
import { startSite } from '../../scripts/new-site/startSite';

const run = promisify(execFile);
let dir: string;
/** A starter made here: a fixture manifest and a public folder with one image in a sub-folder. */
let starter: StarterSite;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'new-site-'));
  const folder = join(dir, 'starters', 'clinic');
  await mkdir(join(folder, 'public', 'images'), { recursive: true });
  const manifest = JSON.parse(await readFile(join(projectRoot, 'tests/fixtures/manifests/valid.json'), 'utf8'));
  await writeFile(join(folder, 'site.json'), JSON.stringify({ ...manifest, $schema: './old/place.json' }));
  await writeFile(join(folder, 'public', 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  starter = exampleSites(join(dir, 'starters'))[0]!;
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('startSite', () => {
  it('copies the starter’s site.json and public/ into a new folder, $schema pointing at this project’s schema', async () => {
    const site = await startSite(join(dir, 'firms', 'new-firm'), 'clinic', [starter]);
    expect(site.manifest).toBe(join(dir, 'firms', 'new-firm', 'site.json'));
    const copied = JSON.parse(await readFile(site.manifest, 'utf8'));
    const original = JSON.parse(await readFile(starter.manifest, 'utf8'));
    expect({ ...copied, $schema: undefined }).toEqual({ ...original, $schema: undefined });
    expect(join(dir, 'firms', 'new-firm', copied.$schema)).toBe(join(projectRoot, 'schema/site.schema.json'));
    await expect(readFile(join(site.public, 'images', 'logo.svg'), 'utf8')).resolves.toContain('<svg');
    expect(await readdir(join(dir, 'firms'))).toEqual(['new-firm']);
  });

  it('fills an empty folder the author made beforehand', async () => {
    const folder = join(dir, 'made-empty');
    await mkdir(folder);
    await startSite(folder, 'clinic', [starter]);
    expect((await readdir(folder)).sort()).toEqual(['public', 'site.json']);
  });

  it('refuses a folder that holds anything, and leaves what it holds untouched', async () => {
    const folder = join(dir, 'taken');
    await mkdir(folder);
    await writeFile(join(folder, 'notes.txt'), 'mine');
    await expect(startSite(folder, 'clinic', [starter])).rejects.toMatchObject({ code: 'folder-not-empty' });
    expect(await readdir(folder)).toEqual(['notes.txt']);
    expect(await readdir(dir)).not.toContainEqual(expect.stringMatching(/^\.taken-/));
  });

  it('refuses an unknown starter, naming those there are', async () => {
    await expect(startSite(join(dir, 'x'), 'bakery', [starter])).rejects.toMatchObject({
      code: 'unknown-starter',
      message: expect.stringContaining('clinic'),
    });
  });

  it('leaves nothing behind when the copy fails', async () => {
    const broken = { ...starter, name: 'broken', public: join(dir, 'no-such-public') };
    await expect(startSite(join(dir, 'half'), 'broken', [broken])).rejects.toThrow();
    expect((await readdir(dir)).filter((name) => name.includes('half'))).toEqual([]);
  });
});

describe('npm run new-site', () => {
  it('starts a site from every starter that validates as it is', async () => {
    for (const site of starterSites()) {
      const folder = join(dir, 'from', site.name);
      const { stdout } = await run('npx', ['tsx', 'scripts/new-site.ts', folder, '--from', site.name], {
        cwd: projectRoot,
      });
      expect(stdout).toContain(`npm run dev -- --manifest`);
      const result = await validateManifestFile(join(folder, 'site.json'), { publicDir: join(folder, 'public') });
      expect(result.problems, site.name).toEqual([]);
    }
  });

  it('says what is wrong and exits with 2 when the folder is missing', async () => {
    const failed = await run('npx', ['tsx', 'scripts/new-site.ts'], { cwd: projectRoot }).catch((error) => error);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('새 사이트를 만들 폴더를 알려 주지 않았습니다.');
    expect(failed.stderr).toContain('도움말:');
  });
});
