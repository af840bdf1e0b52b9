// Symbolic links and the published site, on a real build served by the real server: a link in public/ stops the
// build (ln -s /etc/passwd public/x published /etc/passwd, a link to the database its staff password hashes), and
// one planted in a release's site/ folder afterwards is not served.
import { cp, mkdir, mkdtemp, readdir, readlink, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../src/devServer/serverProcess';
import {
  currentReleaseOf,
  isReleaseName,
  releaseLayout,
  releasesDirOf,
} from '../../src/siteServer/release/releaseLayout';
import { inquiryDatabaseFile } from '../../src/siteServer/storage/openInquiryStore';
import { fixtureManifestPath, fixturePublic } from '../e2e/helpers/fixture-site';
import { buildOrThrow, runBuild } from '../e2e/helpers/run-build';
import { waitFor } from '../e2e/helpers/wait-for';
import { snapshotDir } from './output-snapshot';

let dir: string;
let out: string;
let publicDir: string;
let dataDir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-public-links-'));
  out = join(dir, 'dist');
  publicDir = join(dir, 'public');
  dataDir = join(dir, 'data');
  await cp(fixturePublic, publicDir, { recursive: true });
  await mkdir(dataDir);
  await buildOrThrow(['--manifest', fixtureManifestPath(), '--public', publicDir, '--out', out]);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

async function snapshotBuild() {
  const names = (await readdir(releasesDirOf(out))).filter(isReleaseName).sort();
  const releases = await Promise.all(
    names.map(async (name) => [name, await snapshotDir(join(releasesDirOf(out), name))] as const),
  );
  return { current: await readlink(currentReleaseOf(out)), releases: Object.fromEntries(releases) };
}

it('refuses a public/ with symbolic links, naming each in Korean, and leaves the previous release alone', async () => {
  const withLinks = join(dir, 'public-with-links');
  await cp(publicDir, withLinks, { recursive: true });
  await symlink('/etc/passwd', join(withLinks, 'x'));
  await symlink(join(dataDir, inquiryDatabaseFile), join(withLinks, 'images', 'db.sqlite'));
  const before = await snapshotBuild();

  const run = await runBuild(['--manifest', fixtureManifestPath(), '--public', withLinks, '--out', out]);

  expect(run.code).toBe(1);
  expect(run.stderr).toContain(
    `${join(withLinks, 'images/db.sqlite')}은(는) 심볼릭 링크입니다(→ ${join(dataDir, inquiryDatabaseFile)}). 빌드는 public/의 링크를 사이트에 싣지 않습니다.`,
  );
  expect(run.stderr).toContain(`${join(withLinks, 'x')}은(는) 심볼릭 링크입니다(→ /etc/passwd).`);
  expect(run.stderr).toContain('도움말: 링크를 지우세요.');
  expect(await snapshotBuild()).toEqual(before);
  expect((await readdir(releasesDirOf(out))).filter((name) => name.startsWith('.building'))).toEqual([]);
});

it('does not serve a link planted in the release it serves: 404, not the file it points to', async () => {
  const server: ServerProcess = await startServerProcess({ manifest: fixtureManifestPath(), publicDir, out, dataDir });
  try {
    const database = join(dataDir, inquiryDatabaseFile);
    await waitFor(async () => (await readdir(dataDir)).includes(inquiryDatabaseFile), 'the server’s database');
    const site = join(currentReleaseOf(out), releaseLayout.site);
    await symlink('/etc/passwd', join(site, 'passwd'));
    await symlink(database, join(site, 'db.sqlite'));
    await symlink(join(dataDir), join(site, 'data'));
    // In place of the home page's own precompressed copy.
    await rm(join(site, 'index.html.br'));
    await symlink(database, join(site, 'index.html.br'));

    for (const path of ['/passwd', '/db.sqlite', `/data/${inquiryDatabaseFile}`]) {
      const answer = await fetch(server.url + path);
      const body = await answer.text();
      expect(answer.status, path).toBe(404);
      expect(body, path).not.toContain('root:');
      expect(body, path).not.toContain('SQLite format');
      expect(answer.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
    }
    const home = await fetch(server.url, { headers: { 'accept-encoding': 'br' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-encoding')).toBeNull();
    expect(await home.text()).toContain('<html');
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
