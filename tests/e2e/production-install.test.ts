// The deployment path of docs/deploy.md run as the lab's IT contractor runs it, on this machine:
// the accounts the guide creates, the tarball it makes, the install and the upgrade by
// `node src/siteServer/launch/use-release.mjs` as the deploy account, the server as the service account, and an
// upgrade and a rollback while requests keep coming: not one of them may fail, no inquiry is lost
// or mailed twice, and after each switch the server and the inquiries CLI use the manifest of the
// release that is current (a rollback brings back the older mail recipient and retention).
// The first install's npm ci runs offline from the deploy account's npm cache, better-sqlite3's prebuilt binary included;
// the upgrade reuses that install by hard links.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import { serverAddress } from '../../src/devServer/serverProcess';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { currentReleaseOf } from '../../src/siteServer/release/releaseLayout';
import { startSmtpTestServer } from '../siteServer/mail/smtpTestServer';
import { copyCurrentRelease } from './helpers/copy-release';
import { buildOrThrow } from './helpers/run-build';
import { childPids, isRunning } from './helpers/npm-start';
import { waitFor } from './helpers/wait-for';

const run = promisify(execFile);
const deployGuide = readFileSync(join(projectRoot, 'docs/deploy.md'), 'utf8');
const buildTools = [
  'tsx',
  'esbuild',
  'typescript',
  'vitest',
  'lighthouse',
  'playwright-core',
  'sharp',
  'svgo',
  'jsdom',
  'dompurify',
  '@babel/core',
  'subset-font',
  'json-schema-to-typescript',
];
/** What the guide's tarball holds besides the release: the launchers, the release switch and the guide with its example files. */
const shipped = [
  'package.json',
  'src/siteServer/launch',
  'src/siteServer/cli/inquiries.mjs',
  'src/messages/printedMessage.mjs',
  'docs/deploy.md',
  'docs/deploy',
];
const upgraded = { mailRecipient: 'upgraded-lab@example.com', retentionDays: 400 };

const suffix = randomBytes(3).toString('hex');
const deployUser = `deploy${suffix}`;
const serviceUser = `labsite${suffix}`;
let dir: string;
let app: string;
let dataDir: string;
let first: { id: string; tarball: string; manifest: SiteManifest };
let second: { id: string; tarball: string };

/** `runuser -u USER -- env -i …`: the account's own home and nothing of this process's environment (npm would use root's cache). */
function asUser(user: string, env: Record<string, string>): string[] {
  const home = user === deployUser ? join('/home', deployUser) : '/nonexistent';
  const plainEnv = {
    HOME: home,
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    npm_config_prefer_offline: 'true',
    npm_config_update_notifier: 'false',
    ...env,
  };
  return ['-u', user, '--', 'env', '-i', ...Object.entries(plainEnv).map(([name, value]) => `${name}=${value}`)];
}

/** A command as the deploy guide runs it for another account, in `cwd`. */
function runAs(user: string, cwd: string, command: string[], env: Record<string, string> = {}) {
  return run('runuser', [...asUser(user, env), ...command], { cwd, maxBuffer: 64 * 1024 * 1024, timeout: 900_000 });
}

/** The guide's tarball of one release, made in `buildDir` (a project whose dist-releases/ holds it): tar -czf … "dist-releases/$id". */
async function tarball(buildDir: string, id: string): Promise<string> {
  const file = join(dir, `lab-site-${id}.tgz`);
  await run('tar', ['-czf', file, '-C', projectRoot, ...shipped, '-C', buildDir, `dist-releases/${id}`]);
  await chmod(file, 0o644);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'production-install-'));
  await chmod(dir, 0o755);
  app = join(dir, 'srv/lab-site');
  dataDir = join(dir, 'var/lib/lab-site');
  // The guide's accounts and folders (3절), with this test's names and under its folder.
  await run('useradd', ['--create-home', '--shell', '/bin/bash', deployUser]);
  await run('useradd', [
    '--system',
    '--home-dir',
    '/nonexistent',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    serviceUser,
  ]);
  await mkdir(join(dir, 'srv'), { recursive: true, mode: 0o755 });
  await mkdir(join(dir, 'var/lib'), { recursive: true, mode: 0o755 });
  await run('install', ['-d', '-m', '700', '-o', serviceUser, '-g', serviceUser, dataDir]);
  await run('install', ['-d', '-o', deployUser, '-g', deployUser, app]);
  // The deploy account's npm finds every runtime package in its cache, as a machine that installed them once does: this runs offline.
  const { stdout: cache } = await run('npm', ['config', 'get', 'cache']);
  const home = join('/home', deployUser);
  // Without the cache's tmp/: another npm on the machine may be writing and removing files there as this copies.
  const cacheDir = join(cache.trim(), '_cacache');
  await cp(cacheDir, join(home, '.npm/_cacache'), {
    recursive: true,
    filter: (path) => !path.startsWith(join(cacheDir, 'tmp')),
  });
  await cachePrebuiltSqlite(join(home, '.npm'));
  await run('chown', ['-R', `${deployUser}:${deployUser}`, join(home, '.npm')]);

  // Two releases as a build machine makes them: the inquiry fixture, and the same site with another mail recipient and retention.
  const fixture = JSON.parse(await readFile(inject('fixtureManifest'), 'utf8')) as SiteManifest;
  const buildA = join(dir, 'build-a');
  const idA = await copyCurrentRelease(inject('fixtureDist'), join(buildA, 'dist'));
  const manifestB = join(dir, 'site-b.json');
  await writeFile(manifestB, JSON.stringify({ ...fixture, inquiryForm: { ...fixture.inquiryForm, ...upgraded } }));
  const buildB = join(dir, 'build-b');
  await buildOrThrow([
    '--manifest',
    manifestB,
    '--public',
    join(projectRoot, 'tests/fixtures/public'),
    '--out',
    join(buildB, 'dist'),
  ]);
  const idB = await readlink(currentReleaseOf(join(buildB, 'dist')));
  first = { id: idA, tarball: await tarball(buildA, idA), manifest: fixture };
  second = { id: idB, tarball: await tarball(buildB, idB) };
}, 900_000);

afterAll(async () => {
  await run('userdel', ['--remove', deployUser]).catch(() => undefined);
  await run('userdel', [serviceUser]).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

describe('the deployment path of docs/deploy.md', () => {
  it('is the guide’s own commands', () => {
    for (const command of [
      'useradd --create-home --shell /bin/bash deploy',
      'useradd --system --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin lab-site',
      `tar -czf "lab-site-$id.tgz" ${shipped.join(' ')} "dist-releases/$id"`,
      'runuser -u deploy -- tar -xzf',
      'runuser -u deploy -- node src/siteServer/launch/use-release.mjs',
      'runuser -u lab-site -- env NODE_ENV=production DATA_DIR=/var/lib/lab-site node src/siteServer/launch/start.mjs --host 127.0.0.1',
      'runuser -u lab-site -- env DATA_DIR=/var/lib/lab-site node src/siteServer/cli/inquiries.mjs',
    ]) {
      expect(deployGuide, command).toContain(command);
    }
  });

  it('installs the first release as the deploy account: its own runtime packages, no build tool, nothing switched before they load', async () => {
    await runAs(deployUser, app, ['tar', '-xzf', first.tarball, '-C', app]);
    // Unpacked, not yet current: the switch is use-release's.
    await expect(stat(join(app, 'dist-releases/current'))).rejects.toThrow();
    const installed = await runAs(deployUser, app, [
      process.execPath,
      'src/siteServer/launch/use-release.mjs',
      first.id,
    ]);
    expect(installed.stdout).toContain(`지금 릴리스: ${first.id}`);
    expect(await readlink(join(app, 'dist-releases/current'))).toBe(first.id);
    const packages = await readdir(join(app, 'dist-releases', first.id, 'node_modules'));
    for (const tool of buildTools)
      expect(packages, tool).not.toContain(tool.split('/')[0] === '@babel' ? '@babel' : tool);
    expect(packages).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3']));
    const owner = (await stat(join(app, 'dist-releases', first.id, 'server/main.mjs'))).uid;
    expect(owner).toBe(Number((await run('id', ['-u', deployUser])).stdout.trim()));
    // The example files the guide points to came with it.
    expect(await readdir(join(app, 'docs/deploy'))).toEqual(
      expect.arrayContaining(['lab-site.service', 'nginx.conf', 'Caddyfile', 'lab-site-backup']),
    );
  }, 900_000);

  it('upgrades and rolls back under a stream of requests with none failing, following the current release’s manifest', async () => {
    const smtp = await startSmtpTestServer();
    const server = spawn(
      'runuser',
      [
        ...asUser(serviceUser, {
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          SMTP_URL: smtp.url,
          INQUIRY_RATE_LIMIT: '100000',
        }),
        process.execPath,
        'src/siteServer/launch/start.mjs',
        '--host',
        '127.0.0.1',
        '--port',
        '0',
      ],
      { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const { url, output, exited } = await serverAddress(server, 120_000);
    const supervisor = await waitForSupervisor(server);
    try {
      expect(output()).not.toContain('빌드합니다');
      expect(output()).toContain(`메일: 문의마다 ${first.manifest.inquiryForm.mailRecipient}(으)로`);

      const home = await (await fetch(`${url}/`)).text();
      const asset = /\/assets\/[^"')\s]+\.js/.exec(home)?.[0];
      expect(asset).toBeDefined();
      const load = requestStream(url, ['/', '/healthz', asset!]);

      // The upgrade: the new tarball unpacked beside the running release, then the switch.
      await runAs(deployUser, app, ['tar', '-xzf', second.tarball, '-C', app]);
      const upgrade = await runAs(deployUser, app, [
        process.execPath,
        'src/siteServer/launch/use-release.mjs',
        second.id,
      ]);
      expect(upgrade.stdout).toContain('하드 링크');
      expect(upgrade.stdout).not.toContain('npm ci');
      await waitForHandOver(output, supervisor, second.id);
      await waitForMailTo(output, second.id, upgraded.mailRecipient);
      const purgeB = await runAs(serviceUser, app, [process.execPath, 'src/siteServer/cli/inquiries.mjs', 'purge'], {
        DATA_DIR: dataDir,
      });
      expect(purgeB.stdout).toContain(`보관 기간 ${upgraded.retentionDays}일`);

      // The rollback: the same command with the older release.
      const rollback = await runAs(deployUser, app, [
        process.execPath,
        'src/siteServer/launch/use-release.mjs',
        first.id,
      ]);
      expect(rollback.stdout).toContain(`지금 릴리스: ${first.id} (이전: ${second.id})`);
      await waitForHandOver(output, supervisor, first.id);
      await waitForMailTo(output, first.id, first.manifest.inquiryForm.mailRecipient!);
      const purgeA = await runAs(serviceUser, app, [process.execPath, 'src/siteServer/cli/inquiries.mjs', 'purge'], {
        DATA_DIR: dataDir,
      });
      expect(purgeA.stdout).toContain(`보관 기간 ${first.manifest.inquiryForm.retentionDays}일`);

      const { requests, failures, stored } = await load.stop();
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThan(100);
      expect(stored.length).toBeGreaterThan(5);
      // Every inquiry answered 201 is in the database: the CLI as the service account finds the last one.
      const shown = await runAs(
        serviceUser,
        app,
        [process.execPath, 'src/siteServer/cli/inquiries.mjs', 'show', String(stored.at(-1))],
        { DATA_DIR: dataDir },
      );
      expect(shown.stdout).toContain('업그레이드 중 문의');
      await waitFor(() => smtp.received.length === stored.length, 'a mail for every stored inquiry', 60_000);

      // What systemd's stop does: SIGTERM to the service's process (runuser itself would pass on a signal by dying of it).
      process.kill(supervisor, 'SIGTERM');
      expect(await exited).toBe(0);
      expect(output()).toContain('SIGTERM: 받던 요청을 마저 처리하고 끝냅니다.');
      await waitFor(() => !isRunning(supervisor), 'the supervisor to end');
      // One mail per inquiry, none twice across the hand-overs.
      const mailed = smtp.received.map((mail) => /(\d+)\D*$/.exec(mail.headers.get('subject') ?? '')?.[1]);
      expect(new Set(mailed).size).toBe(stored.length);
      expect(smtp.received).toHaveLength(stored.length);
    } finally {
      if (isRunning(supervisor)) process.kill(supervisor, 'SIGKILL');
    }
  }, 300_000);
});

/**
 * better-sqlite3's install script (prebuild-install) takes its binary from `<npm cache>/_prebuilds/` when one is
 * there: a machine that downloaded it once from GitHub has it, and so the deploy account gets this project's own,
 * packed the way the download comes. This machine cannot reach GitHub, and compiling the module again (a minute of
 * both cores) proves nothing CI's own `npm ci` has not.
 */
async function cachePrebuiltSqlite(npmCache: string): Promise<void> {
  const sqliteDir = join(projectRoot, 'node_modules/better-sqlite3');
  // better-sqlite3's own prebuild-install, the one its install script runs.
  const require = createRequire(join(sqliteDir, 'package.json'));
  const pkg = JSON.parse(await readFile(join(sqliteDir, 'package.json'), 'utf8')) as { name: string; version: string };
  const prebuild = require('prebuild-install/util') as {
    getDownloadUrl: (options: object) => string;
    cachedPrebuild: (url: string) => string;
  };
  const url = prebuild.getDownloadUrl({ pkg, platform: process.platform, arch: process.arch, 'tag-prefix': 'v' });
  const cacheDir = join(npmCache, '_prebuilds');
  await mkdir(cacheDir, { recursive: true });
  await run('tar', [
    '-czf',
    join(cacheDir, basename(prebuild.cachedPrebuild(url))),
    '-C',
    sqliteDir,
    'build/Release/better_sqlite3.node',
  ]);
}

/** The supervisor: runuser's child (node src/siteServer/launch/start.mjs). */
async function waitForSupervisor(runuser: ChildProcess): Promise<number> {
  let pid: number | undefined;
  await waitFor(async () => (pid = (await childPids(runuser.pid!))[0]) !== undefined, 'the supervisor process');
  return pid!;
}

/** The new release's server takes requests and the old one has ended: the supervisor has one server left. */
async function waitForHandOver(output: () => string, supervisor: number, id: string): Promise<void> {
  await waitFor(
    () => output().includes(`릴리스 ${id}의 서버가 요청을 받습니다`),
    `release ${id}'s server to take over`,
    120_000,
  );
  await waitFor(async () => (await childPids(supervisor)).length === 1, 'the old server to finish and end', 60_000);
}

/** The server that took over mails once the old one has closed the database, to the recipient in its release's manifest. */
async function waitForMailTo(output: () => string, id: string, recipient: string): Promise<void> {
  const since = () => output().split(`릴리스 ${id}의 서버가 요청을 받습니다`).at(-1) ?? '';
  await waitFor(() => since().includes('메일: 문의마다'), `release ${id}'s server to start mailing`, 60_000);
  expect(since()).toContain(`메일: 문의마다 ${recipient}(으)로`);
}

/**
 * Four clients asking without a pause, as a proxy does: keep-alive connections (fetch's), pages,
 * /healthz, a hashed script, and every fifth request an inquiry. A failure is anything but the
 * expected answer, connection errors included.
 */
function requestStream(url: string, paths: string[]) {
  let running = true;
  let requests = 0;
  const failures: string[] = [];
  const stored: number[] = [];
  const client = async (offset: number) => {
    for (let i = offset; running; i += 1) {
      requests += 1;
      try {
        if (i % 5 === 0) {
          const answer = await fetch(`${url}/api/inquiries`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: url },
            body: JSON.stringify({
              company: `(주)배포시험 ${i}`,
              phone: '031-555-0142',
              email: 'deploy@test.example',
              message: '업그레이드 중 문의입니다.',
              consent: true,
            }),
          });
          if (answer.status !== 201) failures.push(`POST /api/inquiries: ${answer.status}`);
          else stored.push(((await answer.json()) as { id: number }).id);
        } else {
          const path = paths[i % paths.length]!;
          const answer = await fetch(`${url}${path}`);
          const body = await answer.arrayBuffer();
          if (answer.status !== 200 || body.byteLength === 0)
            failures.push(`GET ${path}: ${answer.status}, ${body.byteLength} bytes`);
        }
      } catch (error) {
        failures.push(
          `request ${i}: ${error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error)}`,
        );
      }
    }
  };
  const clients = Promise.all([0, 1, 2, 3].map((offset) => client(offset * 1000)));
  return {
    async stop() {
      running = false;
      await clients;
      return { requests, failures, stored: stored.sort((a, b) => a - b) };
    },
  };
}
