// `node src/siteServer/launch/use-release.mjs [RELEASE]` on the server (docs/deploy.md, 11절): makes a release in
// dist-releases/ the one the site runs, while the running server goes on serving.
//   1. installs the release's runtime packages into its own folder (dist-releases/<id>/node_modules):
//      hard links to an installed release's when package-lock.json is the same (no download, no
//      compile), otherwise `npm ci --omit=dev` there;
//   2. checks that the release's server loads with this Node, better-sqlite3 included;
//   3. switches dist-releases/current with one rename. The running server (src/siteServer/launch/start.mjs) starts the
//      release's server beside its own and hands over without dropping a request.
// An upgrade and a rollback are the same command. Without RELEASE it lists the releases.
// Plain JavaScript with Node's own modules: it runs on a production machine without the build tools.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, readFile, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './release.mjs';

const releasesDir = join(projectRoot, 'dist-releases');
const currentLink = join(releasesDir, 'current');
const isReleaseName = (name) => /^\d{8}T\d{6}Z-[0-9a-f]{6}$/.test(name);
/** As the build keeps them: the current release and two older ones a rollback can go back to. */
const keptReleases = 3;

class UseReleaseError extends Error {}

const releaseNames = async () => (await readdir(releasesDir).catch(() => [])).filter(isReleaseName).sort();
const currentId = () => readlink(currentLink).catch(() => null);
const packagesOf = (id) => join(releasesDir, id, 'node_modules');

/** Runs a command, its output on this terminal; whether it succeeded. */
function run(command, args, cwd, env = process.env) {
  return spawnSync(command, args, { cwd, env, stdio: 'inherit' }).status === 0;
}

/**
 * node-gyp compiles better-sqlite3 when no prebuilt file can be downloaded. Pointed at the headers
 * installed with this Node (/usr/include/node for /usr/bin/node), it needs no download either.
 */
function compileEnv() {
  const prefix = dirname(dirname(process.execPath));
  if (process.env.npm_config_nodedir || !existsSync(join(prefix, 'include/node/node_version.h'))) return process.env;
  return { ...process.env, npm_config_nodedir: prefix };
}

/** Whether the release's server and its native module load with this Node: what the supervisor will do with it. */
function loads(id) {
  const dir = join(releasesDir, id);
  const check = [
    `await import(${JSON.stringify(pathToFileURL(join(dir, 'server/main.mjs')).href)});`,
    `const { createRequire } = await import('node:module');`,
    `const Database = createRequire(${JSON.stringify(join(dir, 'server/main.mjs'))})('better-sqlite3');`,
    `new Database(':memory:').close();`,
  ].join('\n');
  return (
    spawnSync(process.execPath, ['--input-type=module', '-e', check], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    }).status === 0
  );
}

/** An installed release built from the same package-lock.json, whose packages this one can share. */
async function sameLockRelease(id) {
  const lock = await readFile(join(releasesDir, id, 'package-lock.json'), 'utf8');
  const current = await currentId();
  // The current release first: its packages are known to run.
  const candidates = [...(current ? [current] : []), ...(await releaseNames()).reverse()].filter((name) => name !== id);
  for (const name of candidates) {
    if (!existsSync(packagesOf(name))) continue;
    const other = await readFile(join(releasesDir, name, 'package-lock.json'), 'utf8').catch(() => null);
    if (other === lock) return name;
  }
  return null;
}

async function install(id) {
  const packages = packagesOf(id);
  if (existsSync(packages) && loads(id)) return console.log(`${id}: 런타임 패키지가 이미 설치되어 있습니다.`);
  await rm(packages, { recursive: true, force: true });
  const donor = await sameLockRelease(id);
  if (donor) {
    console.log(`${id}: package-lock.json이 같은 ${donor}의 런타임 패키지를 하드 링크로 씁니다(내려받기·컴파일 없음).`);
    const partial = `${packages}.partial-${randomBytes(3).toString('hex')}`;
    if (run('cp', ['-al', packagesOf(donor), partial], projectRoot)) {
      await rename(partial, packages);
      if (loads(id)) return;
      console.log(`${id}: 그 패키지가 이 Node에서 열리지 않아(Node를 바꾼 뒤라면 그렇습니다) 새로 설치합니다.`);
    }
    await rm(partial, { recursive: true, force: true });
    await rm(packages, { recursive: true, force: true });
  }
  console.log(
    `${id}: npm ci --omit=dev로 런타임 패키지를 설치합니다. better-sqlite3를 컴파일해야 하면 몇 분 걸립니다. 서비스는 그동안 지금 릴리스로 계속됩니다.`,
  );
  if (!run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], join(releasesDir, id), compileEnv()) || !loads(id)) {
    await rm(packages, { recursive: true, force: true });
    throw new UseReleaseError(
      `${id}의 런타임 패키지를 설치하지 못했습니다. 지금 릴리스는 바뀌지 않았습니다.\n  도움말: 위의 npm 오류를 보세요. 컴파일 도구가 없으면 apt-get install -y python3 make g++ (docs/deploy.md 2절).`,
    );
  }
}

/** The atomic switch: a new link renamed over the old one, as the build does it. */
async function pointAt(link, target) {
  const temporary = join(dirname(link), `.${link.split('/').pop()}-${randomBytes(4).toString('hex')}`);
  await symlink(target, temporary);
  await rename(temporary, link);
}

/** The oldest releases beyond three go, never the current one nor the one it replaced (the rollback). */
async function prune(keep) {
  const names = await releaseNames();
  const stale = names.filter((name) => !keep.includes(name)).slice(0, Math.max(0, names.length - keptReleases));
  for (const name of stale) {
    await rm(join(releasesDir, name), { recursive: true, force: true });
    console.log(`오래된 릴리스 ${name}을(를) 지웠습니다.`);
  }
}

async function list() {
  const current = await currentId();
  const names = await releaseNames();
  if (names.length === 0)
    throw new UseReleaseError(
      `${releasesDir}에 릴리스가 없습니다.\n  도움말: 빌드한 릴리스를 풀어 넣으세요(docs/deploy.md 3절).`,
    );
  for (const name of names)
    console.log(
      `${name === current ? '*' : ' '} ${name}${existsSync(packagesOf(name)) ? '' : '  (런타임 패키지 설치 전)'}`,
    );
  console.log('\n* 지금 릴리스. 바꾸려면: node src/siteServer/launch/use-release.mjs <릴리스>');
}

async function use(id) {
  if (!isReleaseName(id) || !existsSync(join(releasesDir, id, 'server/main.mjs'))) {
    throw new UseReleaseError(
      `${join(releasesDir, id)}에 릴리스가 없습니다.\n  도움말: node src/siteServer/launch/use-release.mjs 로 있는 릴리스를 보세요.`,
    );
  }
  if (!existsSync(join(releasesDir, id, 'package-lock.json'))) {
    throw new UseReleaseError(
      `${id}에 package-lock.json이 없습니다. 이 방법을 쓰기 전의 빌드입니다.\n  도움말: 지금 버전으로 다시 빌드해 옮기세요.`,
    );
  }
  const previous = await currentId();
  await install(id);
  if (previous === id) return console.log(`${id}이(가) 이미 지금 릴리스입니다.`);
  await pointAt(currentLink, id);
  const dist = join(projectRoot, 'dist');
  if (!(await lstat(dist).catch(() => null))) await pointAt(dist, 'dist-releases/current/site');
  console.log(`지금 릴리스: ${id}${previous ? ` (이전: ${previous})` : ''}.`);
  console.log(
    '돌고 있는 서버는 몇 초 안에 이 릴리스의 서버로 넘어갑니다(journalctl -u lab-site에 "… 요청을 받습니다"). 끊기는 요청은 없습니다.',
  );
  await prune([id, ...(previous ? [previous] : [])]);
}

try {
  const [id, ...rest] = process.argv.slice(2);
  if (rest.length > 0 || id?.startsWith('-'))
    throw new UseReleaseError('사용법: node src/siteServer/launch/use-release.mjs [릴리스]   (릴리스 없이: 목록)');
  await (id ? use(id.replace(/\/+$/, '').split('/').pop()) : list());
} catch (error) {
  console.error(error instanceof UseReleaseError ? error.message : error);
  process.exitCode = 1;
}
